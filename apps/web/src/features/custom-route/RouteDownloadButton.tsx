// "Download" for the route (spec 01 §9): the format dialog the app's other downloads use.
import { OFFERED_FORMAT_IDS } from '@havkart/export';
import type { RoutePlan } from '@havkart/domain';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../shell/modals.store.js';
import { offeredFormats } from '../downloads/download-rules.js';
import { downloadRoute } from './route-download.js';

const FormatDialog = lazy(() => import('../downloads/FormatDialog.js'));

/** The format the route was downloaded in last this visit, chosen first next time. */
let lastRouteFormat: string | undefined;

export function RouteDownloadButton({ plan, speed }: { plan: RoutePlan; speed: number }) {
  const { t } = useTranslation();
  const openModal = useModals((state) => state.openModal);
  const open = (): void => {
    const modalId = 'download-route';
    openModal({
      id: modalId,
      title: t('customRoute.downloadTitle'),
      content: (
        <Suspense fallback={<p className="muted">{t('shell.loading')}</p>}>
          <FormatDialog
            modalId={modalId}
            formats={offeredFormats(OFFERED_FORMAT_IDS)}
            {...(lastRouteFormat ? { lastUsed: lastRouteFormat } : {})}
            download={async (format) => {
              await downloadRoute(plan, t('customRoute.fileName'), speed, format);
              lastRouteFormat = format.id;
            }}
          />
        </Suspense>
      ),
    });
  };
  return (
    <button
      type="button"
      className="button"
      disabled={plan.points.length === 0}
      onClick={open}
      data-testid="custom-route-download"
    >
      <Download size={16} aria-hidden /> {t('customRoute.download')}
    </button>
  );
}
