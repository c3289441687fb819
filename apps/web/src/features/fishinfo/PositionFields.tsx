// Tool positions typed or taken from the device (R24.08): one row per position, a Point for
// one and a LineString for several.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionDraft } from './report-form.rules.js';

export function PositionFields(props: {
  positions: readonly PositionDraft[];
  onChange: (positions: PositionDraft[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const { positions, onChange } = props;
  const set = (index: number, field: keyof PositionDraft, value: string) =>
    onChange(positions.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
  const useMyPosition = () => {
    if (!('geolocation' in navigator)) return setUnavailable(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setUnavailable(false);
        const here = { lat: coords.latitude.toFixed(5), lon: coords.longitude.toFixed(5) };
        // Fills the last empty row, else adds one: a net is laid by walking its line.
        const empty = positions.findIndex((p) => !p.lat.trim() && !p.lon.trim());
        onChange(
          empty >= 0 ? positions.map((p, i) => (i === empty ? here : p)) : [...positions, here],
        );
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
      {unavailable && <p className="muted">{t('fishinfo.positionUnavailable')}</p>}
      {props.error && (
        <p id={errorId} className="form-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
