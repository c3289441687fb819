import {
  drawingGeometry,
  isSavableArea,
  type Drawing,
  type GeoJsonGeometry,
} from '@havkart/domain';
import { Hexagon, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../registration/fields.js';
import { useAreaOnMap } from '../admin/application-area.js';
import { selectedShape, useDrawing } from '../drawing/drawing.store.js';
import { previewRings } from './area.js';

interface AreaInputProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly geometry: GeoJsonGeometry | null;
  readonly error?: string;
  /** Offers "Draw on the map" (R12.09); on unless a form has no map to draw on. */
  readonly drawable?: boolean;
}

/** 6 decimals is about 10 cm: the text stays readable and loses nothing drawn by hand. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A drawn area or circle as the field's GeoJSON text: a Polygon, closed, a circle as its 32-step
 * ring; null for a drawing that is no area (a line, an area under 3 corners).
 */
export function areaTextOfDrawing(drawing: Drawing): string | null {
  if (!isSavableArea(drawing)) return null;
  const geometry = drawingGeometry(drawing);
  return JSON.stringify({
    type: 'Polygon',
    coordinates: (geometry.coordinates as (readonly [number, number])[][]).map((ring) =>
      ring.map(([lon, lat]) => [round6(lon), round6(lat)]),
    ),
  });
}

/**
 * While `armed`, each area finished or edited with the drawing tool after arming becomes the
 * field's text; drawings already on the map before are left alone.
 */
function useDrawnArea(armed: boolean, onChange: (text: string) => void): void {
  // The form's latest handler, without re-subscribing each time the form renders.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!armed) return;
    const before = new Set(useDrawing.getState().shapes.map((shape) => shape.id));
    return useDrawing.subscribe((state, previous) => {
      const shape = selectedShape(state);
      if (!shape || before.has(shape.id) || shape === selectedShape(previous)) return;
      const text = areaTextOfDrawing(shape.drawing);
      if (text) latest.current(text);
    });
  }, [armed]);
}

/** Opens the draw controls with the area tool chosen; the tool itself comes on first use. */
async function startDrawingArea(): Promise<void> {
  useDrawing.getState().setOpen(true);
  const { drawingSession } = await import('../drawing/session-host.js');
  drawingSession()?.setTool('draw', 'area');
}

/**
 * The area of interest as GeoJSON text, typed, pasted, read from a file or drawn on the map,
 * with an outline of the polygon once it parses, and the polygon on the main map.
 */
export function AreaInput({ value, onChange, geometry, error, drawable = true }: AreaInputProps) {
  const { t } = useTranslation();
  const uploadId = useId();
  const [drawing, setDrawing] = useState(false);
  useDrawnArea(drawing, onChange);
  // The parsed area is drawn on the main map too, as the administrator will see it.
  useAreaOnMap(geometry);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text());
  };
  return (
    <div className="form-section">
      <TextInput
        name="areaOfInterest"
        label={t('applications.ais.area')}
        description={t('applications.ais.areaHint')}
        value={value}
        onChange={onChange}
        error={error}
        multiline
      />
      {drawable && (
        <button
          type="button"
          className="form-button form-button--quiet file-button"
          aria-pressed={drawing}
          onClick={() => {
            setDrawing(true);
            void startDrawingArea();
          }}
          data-testid="area-draw-on-map"
        >
          <Hexagon aria-hidden size={18} />
          {t('drawing.drawOnMap')}
        </button>
      )}
      {drawing && <p className="muted small">{t('drawing.drawOnMapHint')}</p>}
      <label htmlFor={uploadId} className="form-button form-button--quiet file-button">
        <Upload aria-hidden size={18} />
        {t('applications.ais.upload')}
      </label>
      <input
        id={uploadId}
        className="visually-hidden-file"
        type="file"
        accept=".geojson,.json,application/geo+json,application/json"
        onChange={onFile}
      />
      {geometry && (
        <svg
          className="area-preview"
          viewBox="0 0 100 75"
          role="img"
          aria-label={t('applications.ais.preview')}
          data-testid="area-preview"
        >
          {previewRings(geometry).map((points, index) => (
            <polygon key={index} points={points} />
          ))}
        </svg>
      )}
    </div>
  );
}
