import { formatLatitude, formatLongitude } from '@havkart/domain';
import { Crosshair } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.js';
import { usePointer } from '../pointer.store.js';

/**
 * The touch pointer: with no mouse to hover, a cross-hair at the map's centre shows the
 * coordinates of what is under it while the user pans (spec 01 §2).
 */
export default function TouchPointerButton() {
  const { t } = useTranslation();
  const on = usePointer((state) => state.touchPointerOn);
  const center = usePointer((state) => state.center);
  const set = usePointer((state) => state.set);
  return (
    <div className="touch-pointer">
      <div className="maplibregl-ctrl-group">
        <IconButton
          icon={Crosshair}
          label={t('controls.touchPointer')}
          pressed={on}
          onPress={() => set({ touchPointerOn: !on })}
          testId="control-touch-pointer"
        />
      </div>
      {on && center && (
        <output className="coordinate-readout" aria-label={t('controls.touchPointerHint')}>
          {`${formatLatitude(center.lat)}  ${formatLongitude(center.lng)}`}
        </output>
      )}
    </div>
  );
}
