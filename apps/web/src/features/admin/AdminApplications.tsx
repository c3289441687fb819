import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type GeoJsonGeometry,
} from '@havkart/domain';
import { MapPinned } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import type { Application } from '../applications/applications-api.js';
import { StatusBadge } from '../applications/ApplicationsView.js';
import { useSignedInLoad } from '../applications/session.js';
import { TextInput } from '../registration/fields.js';
import { previewRings } from '../applications/area.js';
import { adminApi, decisionsFor, type Decision } from './admin-api.js';
import { applicationArea, useAreaOnMap } from './application-area.js';

function AreaThumbnail({ area, label }: { area: GeoJsonGeometry; label: string }) {
  return (
    <svg className="area-preview" viewBox="0 0 100 75" role="img" aria-label={label}>
      {previewRings(area).map((points, index) => (
        <polygon key={index} points={points} />
      ))}
    </svg>
  );
}

/** What an application asks for, in a line: the AIS company, the arctic MMSI, the role. */
function summary(application: Application): string {
  const d = application.details;
  const parts = [d.companyName, d.email, d.mmsi, d.role, d.callSign, d.dataPurposeDescription];
  return parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' · ');
}

function Decide({
  application,
  onDone,
}: {
  application: Application;
  onDone: (mailed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const decisions = decisionsFor(application.status);
  if (decisions.length === 0) return null;
  const act = async (decision: Decision) => {
    setBusy(true);
    setFailure(null);
    try {
      const { mailed } = await adminApi.decide(application.id, decision, reason);
      onDone(mailed);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <TextInput
        name={`reason-${application.id}`}
        label={t('admin.applications.reason')}
        value={reason}
        onChange={setReason}
      />
      <div className="record-actions">
        {decisions.map((decision) => (
          <Button
            key={decision}
            className={decision === 'approve' ? 'form-button' : 'form-button form-button--danger'}
            isDisabled={busy}
            onPress={() => void act(decision)}
          >
            {t(`admin.applications.${decision}`)}
          </Button>
        ))}
      </div>
      {failure !== null && <ErrorDisplay error={failure} />}
    </>
  );
}

/** The applied-for area as an outline, and a button to draw it on the main map. */
function AreaControls({
  application,
  shown,
  onToggle,
}: {
  application: Application;
  shown: boolean;
  onToggle: (area: GeoJsonGeometry | null) => void;
}) {
  const { t } = useTranslation();
  const area = applicationArea(application.details);
  if (!area) return null;
  return (
    <div className="record-actions">
      <AreaThumbnail area={area} label={t('admin.applications.areaOutline')} />
      <Button
        className="form-button form-button--quiet"
        aria-pressed={shown}
        onPress={() => onToggle(shown ? null : area)}
      >
        <MapPinned aria-hidden size={18} />
        {shown ? t('admin.applications.hideArea') : t('admin.applications.showArea')}
      </Button>
    </div>
  );
}

/** Applications to decide on, Pending first by default; each decision mails the reason. */
export function AdminApplications() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatus | ''>('Pending');
  const [notice, setNotice] = useState<string | null>(null);
  const [shownArea, setShownArea] = useState<{ id: string; area: GeoJsonGeometry } | null>(null);
  useAreaOnMap(shownArea?.area ?? null);
  const [loaded, reload] = useSignedInLoad(
    (signal) => adminApi.applications(status, signal),
    `applications:${status}`,
  );
  return (
    <div className="form-section" data-testid="admin-applications">
      <label className="form-field">
        <span className="form-label">{t('admin.applications.filter')}</span>
        <select
          className="form-input"
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
        >
          <option value="">{t('admin.applications.all')}</option>
          {APPLICATION_STATUSES.map((name) => (
            <option key={name} value={name}>
              {t(`applications.status.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {notice && (
        <p className="form-outcome" role="status">
          {notice}
        </p>
      )}
      {loaded?.state === 'failed' && <ErrorDisplay error={loaded.error} />}
      {loaded?.state === 'ready' &&
        (loaded.value.length === 0 ? (
          <p className="muted">{t('admin.applications.none')}</p>
        ) : (
          <ul className="record-list">
            {loaded.value.map((application) => (
              <li key={application.id} className="record" data-testid="admin-application">
                <strong>
                  {t(`applications.kind.${application.kind}`)}{' '}
                  <StatusBadge status={application.status} />
                </strong>
                <span className="small muted">
                  {application.applicant
                    ? t('admin.applications.applicant', {
                        name: application.applicant.name,
                        user: application.applicant.username,
                      })
                    : t('admin.applications.applicantGone', { user: application.userId })}{' '}
                  · {new Date(application.createdAt).toLocaleString(i18n.language)}
                </span>
                <span>{summary(application)}</span>
                <AreaControls
                  application={application}
                  shown={shownArea?.id === application.id}
                  onToggle={(area) => setShownArea(area && { id: application.id, area })}
                />
                {application.reason && (
                  <span>{t('applications.reason', { reason: application.reason })}</span>
                )}
                <Decide
                  application={application}
                  onDone={(mailed) => {
                    setNotice(
                      mailed ? t('admin.applications.done') : t('admin.applications.notMailed'),
                    );
                    reload();
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
