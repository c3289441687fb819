// "Download" for a finished drawing (spec 01 §9): the format dialog the app's other downloads
// use, the drawing written here by the chosen format's writer.
import { OFFERED_FORMAT_IDS } from '@havkart/export';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shell/modals.store.js';
import { offeredFormats } from '../downloads/download-rules.js';
import type { DrawingAction } from './drawing-actions.js';
import { downloadDrawing, drawingFeature } from './drawing-download.js';
import { useDrawing, type DrawnShape } from './drawing.store.js';

const FormatDialog = lazy(() => import('../downloads/FormatDialog.js'));

/** The format a drawing was downloaded in last this visit, chosen first next time. */
let lastDrawingFormat: string | undefined;

function DownloadDrawing({ shape }: { shape: DrawnShape }) {
  const { t } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  const name = t(`drawing.${shape.drawing.kind}`);
  const open = (): void => {
    const modalId = 'download-drawing';
    openModal({
      id: modalId,
      title: t('drawing.downloadTitle'),
      content: (
        <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
          <FormatDialog
            modalId={modalId}
            formats={offeredFormats(OFFERED_FORMAT_IDS)}
            {...(lastDrawingFormat ? { lastUsed: lastDrawingFormat } : {})}
            download={async (format) => {
              // The drawing as it is when the user presses download: it may have been edited.
              const now = useDrawing.getState().shapes.find((item) => item.id === shape.id);
              await downloadDrawing((now ?? shape).drawing, name, format);
              lastDrawingFormat = format.id;
            }}
          />
        </Suspense>
      ),
    });
  };
  return (
    <button type="button" className="button" onClick={open} data-testid="drawing-download">
      <Download size={16} aria-hidden /> {t('drawing.download')}
    </button>
  );
}

export const downloadDrawingAction: DrawingAction = {
  id: 'download-drawing',
  // A line of one point or an area under three corners has no geometry worth a file.
  appliesTo: (drawing) =>
    drawing.kind === 'line' ? drawing.points.length >= 2 : drawingFeature(drawing, '') !== null,
  Component: DownloadDrawing,
};
