// `/toolhistory` (R01.12, R24.16): change reports that could not apply, with the reason,
// those waiting for confirmation, and the reports not sent yet.
import type { FacilityChangeKind } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useSignedInLoad } from '../applications/session.js';
import { loadFacilityChanges } from './fishinfo.store.js';
import { QueueList } from './QueueList.js';
import { SignInFirst } from './ReportFormParts.js';
import './fishinfo.css';

export default function ToolHistoryView() {
  const { t } = useTranslation();
  const [loaded] = useSignedInLoad(loadFacilityChanges, 'fishingfacilitychanges');
  return (
    <div className="fishinfo-view" data-testid="toolhistory-view">
      {loaded === null && <SignInFirst />}
      {loaded?.state === 'failed' && (
        <ErrorDisplay error={loaded.error} headline={t('fishinfo.loadFailed')} />
      )}
      {loaded?.state === 'ready' && (
        <>
          <h3>{t('fishinfo.failedChanges')}</h3>
          {loaded.value.failedChangeReports.length === 0 && (
            <p className="muted">{t('fishinfo.noFailedChanges')}</p>
          )}
          <ul className="fishinfo-list">
            {loaded.value.failedChangeReports.map((change) => (
              <li key={change.changeId} data-testid="failed-change">
                <strong>{t(`fishinfo.kind.${change.kind as FacilityChangeKind}`)}</strong> ·{' '}
                {change.reason}
              </li>
            ))}
          </ul>
          <h3>{t('fishinfo.pendingChanges')}</h3>
          <p className="muted">{t('fishinfo.noFailedChanges')}</p>
        </>
      )}
      <QueueList />
    </div>
  );
}
