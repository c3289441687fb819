// The area's vessels (R22.10): flag, name (the MMSI until the name is known), last seen, and
// a button that selects the vessel for its track and the time slider.
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../../shell/ShellLink.js';
import { flagOf } from './area-activity.rules.js';
import { selectAreaVessel, useAreaActivity } from './area-activity.store.js';
import './area-activity.css';

export function AreaVesselList() {
  const { t, i18n } = useTranslation();
  const { vessels, names, selectedVessels } = useAreaActivity();
  return (
    <ul className="fleet-vessels" data-testid="area-vessels">
      {vessels.map((vessel) => {
        const name = names.get(vessel.mmsi) ?? null;
        const selected = selectedVessels.includes(vessel.mmsi);
        return (
          <li
            key={vessel.mmsi}
            data-testid="area-vessel"
            data-mmsi={vessel.mmsi}
            aria-current={selected ? 'true' : undefined}
          >
            <span aria-hidden>{flagOf(vessel.countryCode)}</span>
            <ShellLink to={`/ais/${vessel.mmsi}`}>{name ?? String(vessel.mmsi)}</ShellLink>
            <span className="muted small">
              {name !== null && `MMSI ${vessel.mmsi} · `}
              {t('areaActivity.lastSeen')} {new Date(vessel.msgtime).toLocaleString(i18n.language)}
            </span>
            <button
              type="button"
              className="area-track-button"
              aria-pressed={selected}
              aria-label={t('areaActivity.showTrack', { name: name ?? vessel.mmsi })}
              data-testid="area-vessel-track"
              onClick={() =>
                selectAreaVessel(selected ? null : vessel.mmsi, Date.parse(vessel.msgtime))
              }
            >
              {t('areaActivity.track')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
