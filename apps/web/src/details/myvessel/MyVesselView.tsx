import type { UserProfiles, VesselProfile } from '@havkart/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiClient } from '../../api/client.js';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useStartup } from '../../app/startup/startup.store.js';
import { SignInButton } from '../../features/applications/SignInButton.js';
import { loadProfiles, useSignedInLoad } from '../../features/applications/session.js';
import { TextInput } from '../../features/registration/fields.js';
import '../../features/registration/forms.css';
import { checkContact, myVesselActions, type ContactDraft } from './my-vessel.rules.js';
import './my-vessel.css';

interface MyVessel {
  profiles: UserProfiles;
  /** `GET {api}/v1/vessel/own`, fetched only when the user has a vessel id (spec 01 §7). */
  vessel: VesselProfile | null;
}

async function loadMyVessel(signal: AbortSignal): Promise<MyVessel> {
  const profiles = await loadProfiles(signal);
  const vesselId = profiles.vesselProfile?.vesselId || profiles.fiskInfoProfile?.vesselId;
  const vessel = vesselId
    ? await apiClient.get<VesselProfile>('/bwapi/v1/vessel/own', { signal })
    : null;
  return { profiles, vessel };
}

function ContactForm(props: {
  vessel: VesselProfile;
  onSaved: (vessel: VesselProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContactDraft>({
    phone: props.vessel.contactPhone ?? '',
    email: props.vessel.contactEmail ?? '',
  });
  const [errors, setErrors] = useState<{ phone?: string; email?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const checked = checkContact(draft);
    if (!checked.ok) {
      setErrors({
        phone: checked.errors.phone && t(`myVessel.${checked.errors.phone}`),
        email: checked.errors.email && t(`myVessel.${checked.errors.email}`),
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const saved = await apiClient.request<VesselProfile>('/bwapi/v1/vessel/own/contact', {
        method: 'PUT',
        json: checked.body,
      });
      props.onSaved(saved);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="form-section my-vessel-contact"
      aria-label={t('myVessel.updateContact')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <TextInput
        name="contactPhone"
        label={t('myVessel.phone')}
        type="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={(phone) => setDraft({ ...draft, phone })}
        error={errors.phone}
      />
      <TextInput
        name="contactEmail"
        label={t('myVessel.email')}
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(email) => setDraft({ ...draft, email })}
        error={errors.email}
      />
      {failure !== null && <ErrorDisplay error={failure} headline={t('errors.saveFailed')} />}
      <div className="record-actions">
        <Button className="form-button" type="submit" isDisabled={sending}>
          {t('myVessel.save')}
        </Button>
        <Button className="form-button form-button--quiet" onPress={props.onCancel}>
          {t('myVessel.cancel')}
        </Button>
      </div>
    </form>
  );
}

function VesselDetails({ vessel }: { vessel: VesselProfile }) {
  const { t } = useTranslation();
  const rows: [string, string | number | null][] = [
    [t('myVessel.name'), vessel.name],
    [t('myVessel.callSign'), vessel.callSign],
    [t('myVessel.mmsi'), vessel.mmsi],
    [t('myVessel.registrationMark'), vessel.registrationMark],
    [t('myVessel.phone'), vessel.contactPhone],
    [t('myVessel.email'), vessel.contactEmail],
  ];
  return (
    <dl className="my-vessel-facts" data-testid="my-vessel-profile">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? t('myVessel.missing')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Profile({ loaded }: { loaded: MyVessel }) {
  const { t } = useTranslation();
  const [vessel, setVessel] = useState(loaded.vessel);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!vessel) return <p data-testid="my-vessel-none">{t('myVessel.none')}</p>;
  const actions = myVesselActions(loaded.profiles);
  return (
    <>
      <VesselDetails vessel={vessel} />
      {saved && (
        <p role="status" className="muted">
          {t('myVessel.saved')}
        </p>
      )}
      {editing ? (
        <ContactForm
          vessel={vessel}
          onSaved={(next) => {
            setVessel(next);
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="record-actions my-vessel-actions" data-testid="my-vessel-actions">
          {actions.changeVessel && (
            // A new vessel is named by call sign in a FiskInfo application.
            <Link className="form-button form-button--quiet" to="/applications">
              {t('myVessel.changeVessel')}
            </Link>
          )}
          {actions.updateContact && (
            <Button
              className="form-button form-button--quiet"
              onPress={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('myVessel.updateContact')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/** The own vessel view (`/myvessel`, spec 01 §2, §6). */
export default function MyVesselView() {
  const { t } = useTranslation();
  const starting = useStartup((state) => state.phase === 'loading');
  const [loaded, reload] = useSignedInLoad(loadMyVessel, 'myvessel');
  let body;
  if (loaded === null) {
    body = starting ? (
      <p className="muted">{t('shell.loading')}</p>
    ) : (
      <div className="form-section" data-testid="my-vessel-sign-in">
        <p>{t('myVessel.signIn')}</p>
        <SignInButton />
      </div>
    );
  } else if (loaded.state === 'loading') {
    body = <p className="muted">{t('shell.loading')}</p>;
  } else if (loaded.state === 'failed') {
    body = (
      <>
        <ErrorDisplay error={loaded.error} headline={t('myVessel.failed')} />
        <Button className="form-button form-button--quiet" onPress={reload}>
          {t('startup.reload')}
        </Button>
      </>
    );
  } else {
    body = <Profile loaded={loaded.value} />;
  }
  return (
    <div className="my-vessel" data-testid="my-vessel">
      {body}
    </div>
  );
}
