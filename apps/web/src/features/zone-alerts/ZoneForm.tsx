// The new-zone form (A66, R21.01, R21.10): name, area (the map view or a custom GeoJSON area,
// drawn with the drawing tool through AreaInput), the vessel filters, service, frequency and
// mail.
import {
  checkFleetName,
  ZONE_FREQUENCIES,
  zoneGeometryProblem,
  type ZoneAccess,
  type ZoneFrequency,
  type ZoneGeometry,
} from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { ApiError } from '../../api/api-error.js';
import { mapComposer } from '../../map/map-setup.js';
import { showToast } from '../../shell/toasts.js';
import { AreaInput } from '../applications/AreaInput.js';
import { boundsPolygon, saveZone } from './zone-alerts.store.js';
import { ZoneFilterFields } from './ZoneFilterFields.js';
import { NO_FILTERS, type ZoneFilters } from './zone-filters.js';

interface BoundsReader {
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
}

const FREQUENCY_KEYS = {
  everyUpdate: 'zoneAlerts.frequencyEveryUpdate',
  fourTimesDaily: 'zoneAlerts.frequencyFourTimesDaily',
  daily: 'zoneAlerts.frequencyDaily',
  mondays: 'zoneAlerts.frequencyMondays',
} as const satisfies Record<ZoneFrequency, string>;

function mapViewPolygon(): ZoneGeometry | null {
  // The composer holds the MapLibre map itself; its type names only what composing needs.
  const box = (mapComposer.map as unknown as BoundsReader | null)?.getBounds();
  if (!box) return null;
  return boundsPolygon({
    west: Math.max(-180, box.getWest()),
    south: Math.max(-85, box.getSouth()),
    east: Math.min(180, box.getEast()),
    north: Math.min(85, box.getNorth()),
  });
}

function parseArea(text: string): ZoneGeometry | null {
  try {
    const value = JSON.parse(text) as { type?: string; geometry?: unknown };
    const geometry = (value.type === 'Feature' ? value.geometry : value) as ZoneGeometry;
    return zoneGeometryProblem(geometry) === null ? geometry : null;
  } catch {
    return null;
  }
}

export function ZoneForm(props: { restrictedAis: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [areaKind, setAreaKind] = useState<'mapView' | 'geoJson'>('mapView');
  const [areaText, setAreaText] = useState('');
  const [access, setAccess] = useState<ZoneAccess>('open');
  const [frequency, setFrequency] = useState<ZoneFrequency>('everyUpdate');
  const [mail, setMail] = useState(true);
  const [filters, setFilters] = useState<ZoneFilters>(NO_FILTERS);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const custom = areaKind === 'geoJson' ? parseArea(areaText) : null;
  const nameProblem = checkFleetName(name) !== null;
  const areaProblem = areaKind === 'geoJson' && custom === null;
  return (
    <form
      className="fleet-form"
      noValidate
      data-testid="zone-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        const geometry = areaKind === 'mapView' ? mapViewPolygon() : custom;
        if (nameProblem || !geometry || busy) return;
        setBusy(true);
        saveZone(apiClient, access, {
          name: name.trim(),
          geometry,
          countryCodes: [...filters.countryCodes],
          mmsiCategories: [...filters.mmsiCategories],
          shipTypes: [...filters.shipTypes],
          frequency,
          mail,
        }).then(
          (zone) => {
            setBusy(false);
            setName('');
            setFilters(NO_FILTERS);
            setTried(false);
            showToast({ title: t('zoneAlerts.saved', { name: zone.name }), tone: 'success' });
          },
          (error: unknown) => {
            setBusy(false);
            const reason = error instanceof ApiError ? error.message : String(error);
            showToast({ title: t('zoneAlerts.saveFailed', { reason }), tone: 'danger' });
          },
        );
      }}
    >
      <h3>{t('zoneAlerts.newZone')}</h3>
      <label>
        {t('zoneAlerts.name')}
        <input
          type="text"
          value={name}
          aria-invalid={tried && nameProblem}
          data-testid="zone-name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {tried && nameProblem && <p className="field-error">{t('zoneAlerts.nameProblem')}</p>}
      <fieldset>
        <legend>{t('zoneAlerts.area')}</legend>
        <label className="check-row">
          <input
            type="radio"
            name="zone-area"
            checked={areaKind === 'mapView'}
            onChange={() => setAreaKind('mapView')}
          />{' '}
          {t('zoneAlerts.areaMapView')}
        </label>
        <label className="check-row">
          <input
            type="radio"
            name="zone-area"
            checked={areaKind === 'geoJson'}
            onChange={() => setAreaKind('geoJson')}
          />{' '}
          {t('zoneAlerts.areaGeoJson')}
        </label>
      </fieldset>
      {areaKind === 'geoJson' && (
        <AreaInput
          value={areaText}
          onChange={setAreaText}
          geometry={custom}
          {...(tried && areaProblem ? { error: t('zoneAlerts.areaProblem') } : {})}
        />
      )}
      <ZoneFilterFields value={filters} onChange={setFilters} />
      {props.restrictedAis && (
        <label>
          {t('zoneAlerts.access')}
          <select
            value={access}
            data-testid="zone-access"
            onChange={(event) => setAccess(event.target.value as ZoneAccess)}
          >
            <option value="open">{t('zoneAlerts.accessOpen')}</option>
            <option value="restricted">{t('zoneAlerts.accessRestricted')}</option>
          </select>
        </label>
      )}
      <label>
        {t('zoneAlerts.frequency')}
        <select
          value={frequency}
          data-testid="zone-frequency"
          onChange={(event) => setFrequency(event.target.value as ZoneFrequency)}
        >
          {ZONE_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(FREQUENCY_KEYS[value])}
            </option>
          ))}
        </select>
      </label>
      <label className="check-row">
        <input type="checkbox" checked={mail} onChange={(event) => setMail(event.target.checked)} />{' '}
        {t('zoneAlerts.mail')}
      </label>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} data-testid="zone-save">
          {t('zoneAlerts.save')}
        </button>
      </div>
    </form>
  );
}
