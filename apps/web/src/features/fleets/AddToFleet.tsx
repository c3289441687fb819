// "Add to fleet" in vessel details (spec 02 §4), handed to the AIS dataset through the
// vessel host as the favourite button is: pick one of the user's fleets, or start a new one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { useNavigateTo } from './navigate-to.js';
import { showToast } from '../../shell/toasts.js';
import { changeFleetVessels, useFleets } from './fleets.store.js';

export default function AddToFleet(props: { mmsi: number; name: string }) {
  const { t } = useTranslation();
  const go = useNavigateTo();
  const signedIn = useSignIn((state) => state.user !== null);
  const fleets = useFleets((state) => state.fleets);
  const [chosen, setChosen] = useState('');
  if (!signedIn) return null;
  const mmsi = String(props.mmsi).padStart(9, '0');
  const fleetId = chosen || fleets[0]?.id || '';
  const fleet = fleets.find((candidate) => candidate.id === fleetId);
  const already = fleet?.mmsis.includes(mmsi) ?? false;
  return (
    <div className="add-to-fleet button-row" data-testid="add-to-fleet">
      {fleets.length > 0 && (
        <>
          <select
            aria-label={t('fleets.chooseFleet')}
            value={fleetId}
            data-testid="add-to-fleet-choice"
            onChange={(event) => setChosen(event.target.value)}
          >
            {fleets.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={already}
            data-testid="add-to-fleet-button"
            onClick={() =>
              fleet &&
              void changeFleetVessels(fleet.id, 'add', [mmsi]).then((ok) =>
                showToast(
                  ok
                    ? { title: t('fleets.added', { vessel: props.name, fleet: fleet.name }) }
                    : { title: t('fleets.changeFailed'), tone: 'danger' },
                ),
              )
            }
          >
            {already ? t('fleets.alreadyIn') : t('fleets.addToFleet')}
          </button>
        </>
      )}
      <button
        type="button"
        className="button-link"
        data-testid="add-to-new-fleet"
        onClick={() => go(`/createfleet?mmsis=${mmsi}`)}
      >
        {t('fleets.newFleetWith')}
      </button>
    </div>
  );
}
