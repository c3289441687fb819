import { Ruler } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.js';
import { useDrawing } from './drawing.store.js';

// The draw controls and the drawing tool come on first use only (R01.28).
const DrawControls = lazy(() => import('./DrawControls.js'));

/** The measure control at the map's top right, for everyone (spec 01 §2; R01.19). */
export default function MeasureButton() {
  const { t } = useTranslation();
  const open = useDrawing((state) => state.open);
  const setOpen = useDrawing((state) => state.setOpen);
  return (
    <div className="measure-control">
      <div className="maplibregl-ctrl-group">
        <IconButton
          icon={Ruler}
          label={t('drawing.measure')}
          expanded={open}
          controls="draw-controls"
          onPress={() => setOpen(!open)}
          testId="control-measure"
        />
      </div>
      {open && (
        <div id="draw-controls" className="draw-controls-slot">
          <Suspense fallback={<p className="muted small">{t('shell.loading')}</p>}>
            <DrawControls />
          </Suspense>
        </div>
      )}
    </div>
  );
}
