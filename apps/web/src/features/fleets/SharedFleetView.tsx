// `/sharedfleet?name=&mmsis=` (A52, R20.13): a fleet shared by link, read-only, with "Save as
// my fleet" for a signed-in user.
import { parseSharedFleet } from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSignIn } from '../../auth/sign-in.js';
import { useNavigateTo } from './navigate-to.js';
import { showToast } from '../../shell/toasts.js';
import { createFleet } from './fleets.store.js';
import { FleetVesselList } from './FleetVesselList.js';
import './fleets.css';

export default function SharedFleetView() {
  const { t } = useTranslation();
  const go = useNavigateTo();
  const { search } = useLocation();
  const signedIn = useSignIn((state) => state.user !== null);
  const [busy, setBusy] = useState(false);
  const fleet = parseSharedFleet(search);
  if (!fleet) return <p role="alert">{t('fleets.badLink')}</p>;
  return (
    <div className="fleets-view" data-testid="shared-fleet">
      <p className="muted">{t('fleets.sharedIntro')}</p>
      <h3 data-testid="shared-fleet-name">{fleet.name}</h3>
      <FleetVesselList mmsis={fleet.mmsis} />
      {signedIn ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={busy}
            data-testid="shared-fleet-save"
            onClick={() => {
              setBusy(true);
              void createFleet(fleet.name, fleet.mmsis).then((saved) => {
                setBusy(false);
                if (!saved) {
                  showToast({ title: t('fleets.createFailed'), tone: 'danger' });
                  return;
                }
                showToast({ title: t('fleets.created', { name: saved.name }), tone: 'success' });
                go('/fleets');
              });
            }}
          >
            {t('fleets.saveAsMine')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('fleets.signIn')}</p>
      )}
    </div>
  );
}
