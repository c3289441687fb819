import { drawingGeometry, isSavableArea, type CustomArea } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shell/toasts.js';
import { useCustomAreas } from '../favourites/custom-areas.js';
import type { DrawingAction } from './drawing-actions.js';
import type { DrawnShape } from './drawing.store.js';
import { NameAndSaveForm } from './NameAndSaveForm.js';

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
  return (
    <NameAndSaveForm
      className="drawing-save-area"
      label={t('drawing.areaName')}
      submitLabel={t('drawing.saveArea')}
      testIds={{ name: 'drawing-area-name', submit: 'drawing-save-area' }}
      onSave={(name) => {
        const area = customAreaOf(shape, crypto.randomUUID(), name);
        if (!area) return;
        useCustomAreas.getState().add(area);
        showToast({ title: t('drawing.areaSaved', { name: area.name }), tone: 'success' });
      }}
    />
  );
}

export const saveAreaAction: DrawingAction = {
  id: 'save-area',
  appliesTo: isSavableArea,
  Component: SaveArea,
};
