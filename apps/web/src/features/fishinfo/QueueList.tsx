// The reports not sent yet (R24.17–R24.21): each with its attempts, "Send now" (at most
// every 60 s, A76), remove one, clear the sent ones per category, clear all.
import type { QueueCategory, QueueItem } from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFailed } from './ReportFailed.js';
import {
  clearCompletedReports,
  clearQueuedReports,
  removeQueuedReport,
  retryQueuedReports,
  useQueuedReports,
} from './report-queue.js';

const CATEGORIES: readonly QueueCategory[] = ['fishingFacility', 'sensor'];

function QueueRow({ item }: { item: QueueItem }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <li
      className="fishinfo-queue-item"
      data-testid="queue-item"
      data-completed={item.completed}
      data-fails={item.numberOfFails}
    >
      <strong>
        {t(`fishinfo.category.${item.category}`)} · {t(`fishinfo.kind.${item.request.kind}`)}
      </strong>{' '}
      <span data-testid="queue-item-state">
        {item.completed ? t('fishinfo.completed') : t('fishinfo.waiting')}
      </span>
      <div className="muted small">
        {t('fishinfo.fails', { count: item.numberOfFails })} ·{' '}
        {t('fishinfo.firstFail', { time: time(item.initialFailDateTime) })} ·{' '}
        {t('fishinfo.latestFail', { time: time(item.latestFailDateTime) })}
      </div>
      {item.refusedMessage !== undefined && <ReportFailed message={item.refusedMessage} />}
      <button type="button" onClick={() => removeQueuedReport(item.id)}>
        {t('fishinfo.remove')}
      </button>
    </li>
  );
}

export function QueueList({ category }: { category?: QueueCategory }) {
  const { t } = useTranslation();
  const items = useQueuedReports((state) => state.items);
  const [waitMs, setWaitMs] = useState(0);
  const [busy, setBusy] = useState(false);
  const shown = category ? items.filter((item) => item.category === category) : items;
  return (
    <section className="fishinfo-queue" data-testid="report-queue">
      <h3>{t('fishinfo.queue')}</h3>
      {shown.length === 0 && <p className="muted">{t('fishinfo.queueEmpty')}</p>}
      <ul>
        {shown.map((item) => (
          <QueueRow key={item.id} item={item} />
        ))}
      </ul>
      {waitMs > 0 && (
        <p className="muted" data-testid="queue-wait">
          {t('fishinfo.retryIn', { seconds: Math.ceil(waitMs / 1000) })}
        </p>
      )}
      {shown.length > 0 && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            data-testid="queue-send-now"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void retryQueuedReports()
                .then((result) => setWaitMs(result.waitMs))
                .finally(() => setBusy(false));
            }}
          >
            {t('fishinfo.sendNow')}
          </button>
          {(category ? [category] : CATEGORIES).map((c) => (
            <button key={c} type="button" onClick={() => clearCompletedReports(c)}>
              {t('fishinfo.clearCompleted', { category: t(`fishinfo.category.${c}`) })}
            </button>
          ))}
          <button type="button" onClick={clearQueuedReports}>
            {t('fishinfo.clearAll')}
          </button>
        </div>
      )}
    </section>
  );
}
