import { formatLatitude, formatLongitude } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { usePointer } from '../pointer.store.js';

/** Shows where the mouse pointer is, in degrees and decimal minutes. */
export default function CoordinateReadout() {
  const { t } = useTranslation();
  const position = usePointer((state) => state.pointer);
  return (
    <output
      className="coordinate-readout"
      aria-label={t('map.coordinates')}
      data-testid="coordinates"
    >
      {position
        ? `${formatLatitude(position.lat)}  ${formatLongitude(position.lng)}`
        : t('map.coordinatesHint')}
    </output>
  );
}
