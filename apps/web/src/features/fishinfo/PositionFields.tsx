// Tool positions typed, taken from the device or clicked on the map (R24.08): one row per position, a Point for
// one and a LineString for several.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionDraft } from './report-form.rules.js';
import { placePosition } from './report-positions.js';
import { useReportPositionsOnMap } from './report-positions.map.js';

export function PositionFields(props: {
  positions: readonly PositionDraft[];
  onChange: (positions: PositionDraft[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const { positions, onChange } = props;
  useReportPositionsOnMap(positions, (point) => onChange(placePosition(positions, point)));
  const set = (index: number, field: keyof PositionDraft, value: string) =>
    onChange(positions.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
  const useMyPosition = () => {
    if (!('geolocation' in navigator)) return setUnavailable(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setUnavailable(false);
        onChange(placePosition(positions, [coords.longitude, coords.latitude]));
      },
      () => {
        setLocating(false);
        setUnavailable(true);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const errorId = 'positions-error';
  return (
    <fieldset className="fishinfo-positions" aria-describedby={props.error ? errorId : undefined}>
      <legend>{t('fishinfo.positions')}</legend>
      {positions.map((position, index) => (
        <div className="fishinfo-position" key={index}>
          <label>
            {t('fishinfo.latitude')} {index + 1}
            <input
              className="form-input"
              inputMode="decimal"
              name={`lat-${index}`}
              value={position.lat}
              aria-invalid={props.error ? true : undefined}
              onChange={(event) => set(index, 'lat', event.target.value)}
            />
          </label>
          <label>
            {t('fishinfo.longitude')} {index + 1}
            <input
              className="form-input"
              inputMode="decimal"
              name={`lon-${index}`}
              value={position.lon}
              aria-invalid={props.error ? true : undefined}
              onChange={(event) => set(index, 'lon', event.target.value)}
            />
          </label>
          {positions.length > 1 && (
            <button
              type="button"
              onClick={() => onChange(positions.filter((_, i) => i !== index))}
              aria-label={t('fishinfo.removePosition', { n: index + 1 })}
            >
              ×
            </button>
          )}
        </div>
      ))}
      <div className="button-row">
        <button type="button" onClick={() => onChange([...positions, { lat: '', lon: '' }])}>
          {t('fishinfo.addPosition')}
        </button>
        <button type="button" onClick={useMyPosition} disabled={locating}>
          {t('fishinfo.useMyPosition')}
        </button>
      </div>
      <p className="muted small">{t('fishinfo.clickMapHint')}</p>
      {unavailable && <p className="muted">{t('fishinfo.positionUnavailable')}</p>}
      {props.error && (
        <p id={errorId} className="form-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
