// `/fleets` (spec 01 §2, R01.07): the user's fleets, each with its vessels, share link,
// "Show only this fleet" and delete.
import { sharedFleetLink, type Fleet } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { useNavigateTo } from './navigate-to.js';
import { showToast } from '../../shell/toasts.js';
import { changeFleetVessels, deleteFleet, useFleets } from './fleets.store.js';
import { FleetVesselList } from './FleetVesselList.js';
import { showOnlyFleet } from './show-fleet.js';
import './fleets.css';

function FleetCard({ fleet }: { fleet: Fleet }) {
  const { t } = useTranslation();
  const go = useNavigateTo();
  const failed = () => showToast({ title: t('fleets.changeFailed'), tone: 'danger' });
  return (
    <details className="fleet-card" data-testid="fleet" data-fleet-name={fleet.name}>
      <summary>
        <strong>{fleet.name}</strong>{' '}
        <span className="muted small">{t('fleets.vessels', { count: fleet.mmsis.length })}</span>
      </summary>
      <div className="button-row">
        <button
          type="button"
          data-testid="fleet-show-only"
          onClick={() =>
            void showOnlyFleet(fleet.mmsis).then((done) => {
              if (done) showToast({ title: t('fleets.showOnlyDone', { name: fleet.name }) });
            })
          }
        >
          {t('fleets.showOnly')}
        </button>
        <button type="button" data-testid="fleet-share" onClick={() => go(sharedFleetLink(fleet))}>
          {t('fleets.share')}
        </button>
        <button
          type="button"
          data-testid="fleet-delete"
          onClick={() =>
            void deleteFleet(fleet.id).then((ok) =>
              ok ? showToast({ title: t('fleets.deleted', { name: fleet.name }) }) : failed(),
            )
          }
        >
          {t('fleets.delete')}
        </button>
      </div>
      <FleetVesselList
        mmsis={fleet.mmsis}
        onRemove={(mmsi) =>
          void changeFleetVessels(fleet.id, 'remove', [mmsi]).then((ok) => ok || failed())
        }
      />
    </details>
  );
}

export default function FleetsView() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const { fleets, loaded, failed } = useFleets();
  if (!signedIn) return <p className="muted">{t('fleets.signIn')}</p>;
  return (
    <div className="fleets-view" data-testid="fleets-view">
      <p className="muted">{t('fleets.intro')}</p>
      <p>
        <ShellLink to="/createfleet" className="button" data-testid="fleet-create-link">
          {t('fleets.create')}
        </ShellLink>
      </p>
      {failed && <p role="alert">{t('fleets.loadFailed')}</p>}
      {loaded && !failed && fleets.length === 0 && <p className="muted">{t('fleets.none')}</p>}
      {fleets.map((fleet) => (
        <FleetCard key={fleet.id} fleet={fleet} />
      ))}
    </div>
  );
}
