import { formatLatitude, formatLongitude } from '@havkart/domain';
import { useTranslation } from 'react-i18next';

export interface PointerPosition {
  lng: number;
  lat: number;
}

/** Shows where the pointer is, in degrees and decimal minutes. */
export function CoordinateReadout({ position }: { position: PointerPosition | null }) {
  const { t } = useTranslation();
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
