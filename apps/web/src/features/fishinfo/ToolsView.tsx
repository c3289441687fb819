// `/tools` (spec 01 §2, R01.12): the vessel's gear in the sea or lost, each with reset,
// retrieved and "report lost", which go through the queue like any report.
import type { QueuedRequest } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { showToast } from '../../shell/toasts.js';
import { useSignedInLoad } from '../applications/session.js';
import { loadFacilityChanges } from './fishinfo.store.js';
import type { ConfirmedTool } from './report-api.js';
import { sendReport } from './report-queue.js';
import { toolTypeLabel } from './tool-type-label.js';
import { SignInFirst } from './ReportFormParts.js';
import './fishinfo.css';

const ACTIONS = ['reset', 'retrieved', 'lost'] as const;

function changeOf(tool: ConfirmedTool, kind: (typeof ACTIONS)[number]): QueuedRequest {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  if (kind === 'lost') {
    return {
      kind,
      body: {
        id,
        toolId: tool.toolId,
        geometry: tool.geometry,
        toolTypeCode: tool.toolTypeCode,
        lostTime: now,
      },
    };
  }
  return kind === 'reset'
    ? { kind, body: { id, toolId: tool.toolId, resetTime: now } }
    : { kind, body: { id, toolId: tool.toolId, removedTime: now } };
}

function ToolRow({ tool, onChanged }: { tool: ConfirmedTool; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const act = async (kind: (typeof ACTIONS)[number]) => {
    const outcome = await sendReport(changeOf(tool, kind));
    if (outcome.outcome === 'sent') showToast({ title: t('fishinfo.sent'), tone: 'success' });
    else if (outcome.outcome === 'queued') showToast({ title: t('fishinfo.queued') });
    else
      showToast({
        title: t('fishinfo.reportFailed'),
        description: outcome.message,
        tone: 'danger',
      });
    onChanged();
  };
  const setup = tool.setupTime
    ? new Date(tool.setupTime).toLocaleString(i18n.language, {
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : null;
  return (
    <li
      className="fishinfo-tool"
      data-testid="tool"
      data-tool-id={tool.toolId}
      data-status={tool.status}
    >
      <strong>{toolTypeLabel(t, tool.toolTypeCode)}</strong> · {t(`fishinfo.status.${tool.status}`)}
      {tool.netLength !== null && <> · {Math.round(tool.netLength)} m</>}
      {setup && <div className="muted small">{t('fishinfo.setupAt', { time: setup })}</div>}
      <div className="button-row">
        {ACTIONS.filter((kind) => !(kind === 'lost' && tool.status === 'lost')).map((kind) => (
          <button
            key={kind}
            type="button"
            data-testid={`tool-${kind}`}
            onClick={() => void act(kind)}
          >
            {t(`fishinfo.action_${kind}`)}
          </button>
        ))}
      </div>
    </li>
  );
}

export default function ToolsView() {
  const { t } = useTranslation();
  const [loaded, reload] = useSignedInLoad(loadFacilityChanges, 'fishingfacilitychanges');
  if (loaded === null) {
    return <SignInFirst />;
  }
  return (
    <div className="fishinfo-view" data-testid="tools-view">
      <p className="muted">{t('fishinfo.toolsIntro')}</p>
      <div className="fishinfo-links">
        <ShellLink to="/toolreport" className="button" data-testid="tools-report">
          {t('fishinfo.report')}
        </ShellLink>
        <ShellLink to="/toolhistory">{t('fishinfo.history')}</ShellLink>
      </div>
      {loaded.state === 'failed' && (
        <ErrorDisplay error={loaded.error} headline={t('fishinfo.loadFailed')} />
      )}
      {loaded.state === 'ready' && loaded.value.confirmedTools.length === 0 && (
        <p className="muted">{t('fishinfo.noTools')}</p>
      )}
      {loaded.state === 'ready' && (
        <ul className="fishinfo-list">
          {loaded.value.confirmedTools.map((tool) => (
            <ToolRow key={tool.toolId} tool={tool} onChanged={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
