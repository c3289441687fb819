// `/createfleet` (spec 01 §2, R01.07): a name and, optionally, the first vessels.
import { FLEET_NAME_MAX_LENGTH } from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSignIn } from '../../auth/sign-in.js';
import { useNavigateTo } from './navigate-to.js';
import { showToast } from '../../shell/toasts.js';
import { readFleetForm } from './fleet-form.rules.js';
import { createFleet } from './fleets.store.js';
import './fleets.css';

export default function CreateFleetView() {
  const { t } = useTranslation();
  const go = useNavigateTo();
  const signedIn = useSignIn((state) => state.user !== null);
  const [name, setName] = useState('');
  // "New fleet with this vessel" from vessel details opens the form with its MMSI.
  const { search } = useLocation();
  const [mmsiText, setMmsiText] = useState(
    () => new URLSearchParams(search).get('mmsis')?.split(',').join(', ') ?? '',
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!signedIn) return <p className="muted">{t('fleets.signIn')}</p>;
  const result = readFleetForm(name, mmsiText);
  const problem = tried && !result.ok ? result : null;
  return (
    <form
      className="fleet-form"
      noValidate
      data-testid="create-fleet-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!result.ok || busy) return;
        setBusy(true);
        void createFleet(result.name, result.mmsis).then((fleet) => {
          setBusy(false);
          if (!fleet) {
            showToast({ title: t('fleets.createFailed'), tone: 'danger' });
            return;
          }
          showToast({ title: t('fleets.created', { name: fleet.name }), tone: 'success' });
          go('/fleets');
        });
      }}
    >
      <label>
        {t('fleets.name')}
        <input
          type="text"
          value={name}
          maxLength={FLEET_NAME_MAX_LENGTH + 20}
          aria-invalid={problem?.problem === 'name'}
          data-testid="fleet-name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {problem?.problem === 'name' && <p className="field-error">{t('fleets.nameProblem')}</p>}
      <label>
        {t('fleets.mmsis')}
        <textarea
          rows={3}
          value={mmsiText}
          aria-invalid={problem?.problem === 'mmsis'}
          data-testid="fleet-mmsis"
          onChange={(event) => setMmsiText(event.target.value)}
        />
        <span className="muted small">{t('fleets.mmsisHelp')}</span>
      </label>
      {problem?.problem === 'mmsis' && (
        <p className="field-error">{t('fleets.mmsisProblem', { value: problem.value ?? '' })}</p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} data-testid="fleet-save">
          {t('fleets.save')}
        </button>
      </div>
    </form>
  );
}
