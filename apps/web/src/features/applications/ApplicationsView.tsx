import {
  arcticApplicationState,
  fiskInfoApplicationState,
  restrictedAisAccess,
  type ApplicationState,
  type UserProfiles,
} from '@havkart/domain';
import { LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import '../registration/forms.css';
import {
  AisApplicationForm,
  ArcticApplicationForm,
  FiskInfoApplicationForm,
} from './ApplicationForms.js';
import { SignInButton } from './SignInButton.js';
import { loadMyApplications, type Application } from './applications-api.js';
import { loadProfiles, useSignedInLoad, useSignInToken } from './session.js';

export function StatusBadge({ status }: { status: Application['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge" data-status={status}>
      {t(`applications.status.${status}`)}
    </span>
  );
}

function MyApplications({ applications }: { applications: readonly Application[] }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <section className="form-section" aria-labelledby="my-applications">
      <h2 id="my-applications">{t('applications.mine')}</h2>
      {applications.length === 0 ? (
        <p className="muted">{t('applications.none')}</p>
      ) : (
        <ul className="record-list" data-testid="my-applications">
          {applications.map((application) => (
            <li key={application.id} className="record">
              <strong>
                {t(`applications.kind.${application.kind}`)}{' '}
                <StatusBadge status={application.status} />
              </strong>
              <span className="small muted">
                {t('applications.submitted', { date: date(application.createdAt) })}
                {application.decidedAt &&
                  ` · ${t('applications.decided', { date: date(application.decidedAt) })}`}
              </span>
              {application.reason && (
                <span>{t('applications.reason', { reason: application.reason })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One application's place: its form when enabled, else why it is not offered. */
function Offer({
  state,
  title,
  children,
}: {
  state: ApplicationState;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (state === 'enabled') return children;
  return (
    <section className="form-outcome">
      <h2>{title}</h2>
      <p role="status">
        {state === 'pending' ? t('applications.pending') : t('applications.disabled')}
      </p>
    </section>
  );
}

function Forms({
  profiles,
  applications,
  onSent,
}: {
  profiles: UserProfiles;
  applications: readonly Application[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const aisPending = applications.some((a) => a.kind === 'ais' && a.status === 'Pending');
  const access = restrictedAisAccess(profiles.restrictedAisProfile);
  return (
    <>
      <p className="muted" data-testid="ais-access">
        {t(`applications.access.${access}`)}
      </p>
      <Offer
        title={t('applications.ais.title')}
        state={aisPending ? 'pending' : access === 'none' ? 'enabled' : 'disabled'}
      >
        <AisApplicationForm profiles={profiles} onSent={onSent} />
      </Offer>
      <Offer
        title={t('applications.arctic.title')}
        state={arcticApplicationState(profiles.arcticProfile)}
      >
        <ArcticApplicationForm onSent={onSent} />
      </Offer>
      <Offer title={t('applications.fiskinfo.title')} state={fiskInfoApplicationState(profiles)}>
        <FiskInfoApplicationForm onSent={onSent} />
      </Offer>
    </>
  );
}

interface Loaded {
  profiles: UserProfiles;
  applications: Application[];
}

const loadAll = async (signal: AbortSignal): Promise<Loaded> => {
  const [profiles, applications] = await Promise.all([
    loadProfiles(signal),
    loadMyApplications(signal),
  ]);
  return { profiles, applications };
};

/** `/applications`: the signed-in user's applications for access and the forms to apply. */
export default function ApplicationsView() {
  const { t } = useTranslation();
  const token = useSignInToken();
  const [loaded, reload] = useSignedInLoad(loadAll, 'applications');
  const [sent, setSent] = useState(false);

  if (!token) {
    return (
      <section className="form-outcome" data-testid="sign-in-needed">
        <h2>
          <LogIn aria-hidden size={20} /> {t('applications.signInNeeded')}
        </h2>
        <p>{t('applications.signInNeededText')}</p>
        <SignInButton />
        <p>
          {t('applications.noUser')} <Link to="/registration">{t('applications.register')}</Link>
        </p>
      </section>
    );
  }
  if (!loaded || loaded.state === 'loading') {
    return (
      <p className="muted" role="status">
        {t('applications.loading')}
      </p>
    );
  }
  if (loaded.state === 'failed') return <ErrorDisplay error={loaded.error} />;
  return (
    <div className="form" data-testid="applications-view">
      {sent && (
        <p className="form-outcome" role="status">
          {t('applications.sent')}
        </p>
      )}
      <MyApplications applications={loaded.value.applications} />
      <Forms
        profiles={loaded.value.profiles}
        applications={loaded.value.applications}
        onSent={() => {
          setSent(true);
          reload();
        }}
      />
    </div>
  );
}
