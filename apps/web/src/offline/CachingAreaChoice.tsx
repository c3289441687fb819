// Where a new offline area lies: the map view, or an area drawn on the map with the drawing
// tool ("Tegn i kartet", the same field as the AIS application's, R12.09), pasted or read
// from a file. Its bounding box is what is downloaded (area-bounds.ts).
import type { GeoJsonGeometry } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import { AreaInput } from '../features/applications/AreaInput.js';

export type AreaKind = 'mapView' | 'drawn';

export interface CachingAreaChoiceProps {
  readonly kind: AreaKind;
  readonly onKind: (kind: AreaKind) => void;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** The drawn area once its text parses; drawn on the map too. */
  readonly geometry: GeoJsonGeometry | null;
  /** The form found the area wrong: said under the field that is in use. */
  readonly invalid: boolean;
}

export function CachingAreaChoice(props: CachingAreaChoiceProps) {
  const { t } = useTranslation();
  const radio = (kind: AreaKind, label: string) => (
    <label className="caching-radio">
      <input
        type="radio"
        name="caching-area-kind"
        checked={props.kind === kind}
        onChange={() => props.onKind(kind)}
        data-testid={`caching-area-${kind}`}
      />
      {label}
    </label>
  );
  return (
    <>
      <fieldset className="caching-area-choice">
        <legend>{t('offlineMaps.area')}</legend>
        {radio('mapView', t('offlineMaps.areaMapView'))}
        {radio('drawn', t('offlineMaps.areaDrawn'))}
      </fieldset>
      {props.kind === 'mapView' ? (
        <>
          <p className="muted small">{t('offlineMaps.areaFromMap')}</p>
          {props.invalid && (
            <p className="caching-error" role="alert" data-testid="caching-area-error">
              {t('offlineMaps.areaError')}
            </p>
          )}
        </>
      ) : (
        <AreaInput
          value={props.text}
          onChange={props.onText}
          geometry={props.geometry}
          {...(props.invalid ? { error: t('offlineMaps.drawnAreaError') } : {})}
        />
      )}
    </>
  );
}
