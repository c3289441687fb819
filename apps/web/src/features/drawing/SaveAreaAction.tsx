import {
  drawingGeometry,
  FAVOURITE_NAME_MAX,
  favouriteNameProblem,
  isSavableArea,
  type CustomArea,
} from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shell/toasts.js';
import { useCustomAreas } from '../favourites/custom-areas.js';
import type { DrawingAction } from './drawing-actions.js';
import type { DrawnShape } from './drawing.store.js';

/** The polygon an area drawing saves: an area closed, a circle as its 32-step ring. */
export function customAreaOf(shape: DrawnShape, id: string, name: string): CustomArea | null {
  const geometry = drawingGeometry(shape.drawing);
  if (geometry.type !== 'Polygon' || geometry.coordinates.length === 0) return null;
  return {
    id,
    name,
    polygonFeature: { type: 'Feature', geometry, properties: null },
  };
}

/** Saves a finished area or circle as a custom area with its favourite (name 1–100 characters). */
function SaveArea({ shape }: { shape: DrawnShape }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = favouriteNameProblem(name);
  const shown = tried ? problem : null;
  return (
    <form
      className="drawing-save-area"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem) return;
        const area = customAreaOf(shape, crypto.randomUUID(), name.trim());
        if (!area) return;
        useCustomAreas.getState().add(area);
        showToast({ title: t('drawing.areaSaved', { name: area.name }), tone: 'success' });
        setName('');
        setTried(false);
      }}
    >
      <label>
        {t('drawing.areaName')}
        <input
          type="text"
          value={name}
          maxLength={FAVOURITE_NAME_MAX + 20}
          aria-invalid={shown !== null}
          aria-describedby={shown ? 'drawing-area-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
          data-testid="drawing-area-name"
        />
      </label>
      {shown && (
        <span id="drawing-area-name-error" className="field-error" role="alert">
          {shown === 'required'
            ? t('validation.Required field')
            : t('validation.Too many characters')}
        </span>
      )}
      <button type="submit" className="button" data-testid="drawing-save-area">
        {t('drawing.saveArea')}
      </button>
    </form>
  );
}

export const saveAreaAction: DrawingAction = {
  id: 'save-area',
  appliesTo: isSavableArea,
  Component: SaveArea,
};
