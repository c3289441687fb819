import { APPLICATION_STATUSES, type ApplicationStatus } from '@havkart/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import type { Application } from '../applications/applications-api.js';
import { StatusBadge } from '../applications/ApplicationsView.js';
import { useSignedInLoad } from '../applications/session.js';
import { TextInput } from '../registration/fields.js';
import { adminApi, decisionsFor, type Decision } from './admin-api.js';

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

/** Applications to decide on, Pending first by default; each decision mails the reason. */
export function AdminApplications() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ApplicationStatus | ''>('Pending');
  const [notice, setNotice] = useState<string | null>(null);
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
                  {t('admin.applications.applicant', { user: application.userId })} ·{' '}
                  {new Date(application.createdAt).toLocaleString(i18n.language)}
                </span>
                <span>{summary(application)}</span>
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
