import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useSignedInLoad } from '../applications/session.js';
import { adminApi } from './admin-api.js';

/**
 * The audit log: who did what to whom, and when, newest first, a page at a time. The server
 * pages by cursor, so "previous" goes back to the cursor that opened the page before.
 */
export function AdminAudit() {
  const { t, i18n } = useTranslation();
  // Cursors of the pages opened so far; the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const [loaded] = useSignedInLoad(
    (signal) => adminApi.audit(cursor, signal),
    `audit:${cursor ?? ''}`,
  );
  if (loaded?.state === 'failed') return <ErrorDisplay error={loaded.error} />;
  if (loaded?.state !== 'ready') return null;
  const { entries, nextCursor } = loaded.value;
  const pageNumber = cursors.length;
  if (entries.length === 0 && pageNumber === 1) {
    return <p className="muted">{t('admin.audit.none')}</p>;
  }
  return (
    <div className="form-section" data-testid="admin-audit">
      <ol className="record-list" aria-label={t('admin.audit.page', { page: pageNumber })}>
        {entries.map((entry) => (
          <li key={entry.id} className="record" data-testid="audit-entry">
            <span className="small muted">
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(i18n.language)}</time>
            </span>
            <span>
              {t('admin.audit.entry', {
                actor: entry.actorName,
                action: entry.action,
                target: entry.target ?? '',
              })}
            </span>
            {entry.details !== null && entry.details !== undefined && (
              <code className="small">{JSON.stringify(entry.details)}</code>
            )}
          </li>
        ))}
      </ol>
      <nav className="record-actions pager" aria-label={t('admin.audit.paging')}>
        <Button
          className="form-button form-button--quiet"
          isDisabled={pageNumber === 1}
          onPress={() => setCursors((list) => list.slice(0, -1))}
        >
          <ChevronLeft aria-hidden size={18} />
          {t('admin.audit.newer')}
        </Button>
        <span className="small muted" data-testid="audit-page">
          {t('admin.audit.page', { page: pageNumber })}
        </span>
        <Button
          className="form-button form-button--quiet"
          isDisabled={nextCursor === null}
          onPress={() => setCursors((list) => [...list, nextCursor])}
        >
          {t('admin.audit.older')}
          <ChevronRight aria-hidden size={18} />
        </Button>
      </nav>
    </div>
  );
}
