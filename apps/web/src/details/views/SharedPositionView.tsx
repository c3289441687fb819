import { clampZoom, parsePointCoordinate, type LonLat } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PositionFacts } from './PositionFacts.js';

/** `{lon}_{lat}` with an optional `_{zoom}` (checklist A39); null when it cannot be read. */
export function parsePositionInfo(
  text: string | undefined,
): { point: LonLat; zoom?: number } | null {
  const parts = (text ?? '').split('_');
  if (parts.length !== 2 && parts.length !== 3) return null;
  const point = parsePointCoordinate(parts.slice(0, 2).join('_'));
  if (!point) return null;
  if (parts.length === 2) return { point };
  const zoom = Number(parts[2]);
  return parts[2] !== '' && Number.isFinite(zoom) ? { point, zoom: clampZoom(zoom) } : null;
}

/**
 * A shared position (spec 01 §2, `/sharedposition/{positionInfo}`; checklist R19.24): marked
 * on the map, which the map position module opened on it, with its coordinates, distance and
 * bearing from the user and a star.
 */
export default function SharedPositionView() {
  const { t } = useTranslation();
  const { positionInfo } = useParams();
  const position = parsePositionInfo(positionInfo);
  if (!position) {
    return (
      <p className="muted" role="alert" data-testid="shared-position-invalid">
        {t('share.positionInvalid')}
      </p>
    );
  }
  return (
    <div className="prose" data-testid="shared-position">
      <PositionFacts point={position.point} />
    </div>
  );
}
