import type { ExportFormat } from '@havkart/export';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useModals } from '../../shell/modals.store.js';
import { initialFormat } from './download-rules.js';
import './downloads.css';

export interface FormatDialogProps {
  /** The modal's id, closed once the file is saved. */
  readonly modalId: string;
  readonly formats: readonly ExportFormat[];
  /** The format used last, chosen when the dialog opens if it is still offered. */
  readonly lastUsed?: string;
  /** A line under the choices, e.g. when the dataset was last downloaded. */
  readonly note?: string;
  /** Writes or fetches the file and saves it. */
  readonly download: (format: ExportFormat) => Promise<unknown>;
}

/** Choose a format, then download (spec 01 §9); a failure stays in the dialog with its reason. */
export default function FormatDialog(props: FormatDialogProps) {
  const { t } = useTranslation();
  const closeModal = useModals((state) => state.closeModal);
  const [chosen, setChosen] = useState(() => initialFormat(props.formats, props.lastUsed)?.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const format = props.formats.find((item) => item.id === chosen);

  const start = async (): Promise<void> => {
    if (!format) return;
    setBusy(true);
    setError(undefined);
    try {
      await props.download(format);
      closeModal(props.modalId);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <div className="download-dialog" data-testid="download-dialog">
      <fieldset>
        <legend>{t('downloads.format')}</legend>
        {props.formats.map((item) => (
          <label key={item.id}>
            <input
              type="radio"
              name="download-format"
              value={item.id}
              checked={item.id === chosen}
              onChange={() => setChosen(item.id)}
              data-testid={`download-format-${item.id}`}
            />
            <span>{item.label}</span>
            <span className="muted small">.{item.extension}</span>
          </label>
        ))}
      </fieldset>
      {props.note && <p className="muted small">{props.note}</p>}
      {error !== undefined && <ErrorDisplay error={error} headline={t('downloads.failed')} />}
      <Button
        className="button-link download-start"
        isDisabled={!format || busy}
        onPress={() => void start()}
        data-testid="download-start"
      >
        {busy ? t('downloads.downloading') : t('downloads.download')}
      </Button>
    </div>
  );
}
