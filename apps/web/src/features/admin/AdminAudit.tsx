import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useSignedInLoad } from '../applications/session.js';
import { adminApi } from './admin-api.js';

/** The audit log: who did what to whom, and when, newest first. */
export function AdminAudit() {
  const { t, i18n } = useTranslation();
  const [loaded] = useSignedInLoad((signal) => adminApi.audit(signal), 'audit');
  if (loaded?.state === 'failed') return <ErrorDisplay error={loaded.error} />;
  if (loaded?.state !== 'ready') return null;
  if (loaded.value.length === 0) return <p className="muted">{t('admin.audit.none')}</p>;
  return (
    <ol className="record-list" data-testid="admin-audit">
      {loaded.value.map((entry) => (
        <li key={entry.id} className="record">
          <span className="small muted">
            <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(i18n.language)}</time>
          </span>
          <span>
            {t('admin.audit.entry', {
              actor: entry.actorName,
              action: entry.action,
              target: entry.target,
            })}
          </span>
          {entry.details !== null && entry.details !== undefined && (
            <code className="small">{JSON.stringify(entry.details)}</code>
          )}
        </li>
      ))}
    </ol>
  );
}
