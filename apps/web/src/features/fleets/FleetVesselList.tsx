// One fleet's vessels (R20.02): name, call sign (ircs) and ship type from one
// `latest/combined` call with the fleet's MMSI list.
import {
  shipTypeCategory,
  shipTypeCategoryText,
  type FleetVesselInfo,
  type Language,
} from '@havkart/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { fetchFleetVessels } from './fleets.store.js';

export function FleetVesselList(props: {
  mmsis: readonly string[];
  onRemove?: (mmsi: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const key = props.mmsis.join(',');
  // Kept with the list they answer, so a changed fleet shows loading, not the old rows.
  const [answer, setAnswer] = useState<{ key: string; vessels: FleetVesselInfo[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchFleetVessels(apiClient, key === '' ? [] : key.split(','), controller.signal).then(
      (vessels) => {
        if (!controller.signal.aborted) setAnswer({ key, vessels });
      },
    );
    return () => controller.abort();
  }, [key]);
  const vessels = answer?.key === key ? answer.vessels : null;
  if (props.mmsis.length === 0) return <p className="muted small">{t('fleets.empty')}</p>;
  if (!vessels) return <p className="muted small">{t('fleets.loading')}</p>;
  return (
    <ul className="fleet-vessels" data-testid="fleet-vessels">
      {vessels.map((vessel) => {
        const name = vessel.name ?? vessel.mmsi;
        return (
          <li key={vessel.mmsi} data-testid="fleet-vessel" data-mmsi={vessel.mmsi}>
            <ShellLink to={`/ais/${vessel.mmsi}`}>{name}</ShellLink>
            <span className="muted small">
              {[
                vessel.ircs ? `${t('fleets.callSign')} ${vessel.ircs}` : null,
                vessel.shipType !== null
                  ? shipTypeCategoryText(shipTypeCategory(vessel.shipType), language)
                  : null,
                `MMSI ${vessel.mmsi}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {props.onRemove && (
              <button
                type="button"
                className="button-link"
                aria-label={t('fleets.removeVessel', { name })}
                onClick={() => props.onRemove?.(vessel.mmsi)}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
