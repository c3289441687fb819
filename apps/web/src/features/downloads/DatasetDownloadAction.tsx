import { lazy, Suspense } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DatasetService } from '../../datasets/dataset-service.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { useSetting } from '../../settings/settings.store.js';
import { useModals } from '../../shell/modals.store.js';
import { offeredFormats } from './download-rules.js';
import { downloadDataset } from './downloads.js';

// The dialog is fetched when first opened; the writers never load here (the server writes).
const FormatDialog = lazy(() => import('./FormatDialog.js'));

/**
 * "Download" on a dataset row of the menu, for datasets the catalogue lists downloads for
 * (spec 01 §9): opens the format dialog, then fetches the server's file.
 */
export function DatasetDownloadAction(props: { service: DatasetService; name: string }) {
  const { t, i18n } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  const utc = useSetting<boolean>('utcTime') === true;
  const { datasetId, download } = props.service.dataset;
  const formats = offeredFormats(download?.formats ?? []);
  if (formats.length === 0) return null;

  const open = (): void => {
    // Read when opened, so the dialog starts from the format used last.
    const saved = useDatasetSettings.getState().datasets[datasetId];
    const modalId = `download-${datasetId}`;
    const time = saved?.lastDownloaded ? new Date(saved.lastDownloaded) : undefined;
    openModal({
      id: modalId,
      title: t('downloads.datasetTitle', { name: props.name }),
      content: (
        <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
          <FormatDialog
            modalId={modalId}
            formats={formats}
            {...(saved?.format ? { lastUsed: saved.format } : {})}
            {...(time && !Number.isNaN(time.getTime())
              ? {
                  note: t('downloads.lastDownloaded', {
                    time: time.toLocaleString(i18n.language, utc ? { timeZone: 'UTC' } : {}),
                  }),
                }
              : {})}
            download={(format) => downloadDataset(datasetId, format, i18n.language)}
          />
        </Suspense>
      ),
    });
  };

  return (
    <Button className="button-link" onPress={open} data-testid={`download-${datasetId}`}>
      {t('downloads.action')}
    </Button>
  );
}
