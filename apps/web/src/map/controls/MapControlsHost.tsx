import type { ViewportClass } from '@havkart/domain';
import type { IControl, Map as MapLibreMap } from 'maplibre-gl';
import { Suspense, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { mapLibreLocale } from '../map-locale.js';
import { ReactControl } from '../react-control.js';
import { mapControls } from './builtin-controls.js';
import type { MapControlDefinition } from './controls-registry.js';

interface Placement {
  control: MapControlDefinition;
  /** Where a React control renders; MapLibre places it in its corner. */
  slot?: ReactControl;
}

/** MapLibre reads its control tooltips from the map's locale table when a control is added. */
function setMapLocale(map: MapLibreMap, locale: Record<string, string>): void {
  map._locale = { ...map._locale, ...locale };
}

/**
 * Puts the registered controls of the current device class on the map. When the class or the
 * language changes, the controls are placed again (cheap), never the map.
 */
export function MapControlsHost({
  map,
  viewportClass,
}: {
  map: MapLibreMap;
  viewportClass: ViewportClass;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The page is embedded or not for its whole life: the prefix is part of its address.
  const embedded = CURRENT_PAGE.embedded;
  const placements = useMemo<Placement[]>(
    () =>
      mapControls
        .forDevice(viewportClass, embedded)
        .map((control) =>
          control.kind === 'react'
            ? { control, slot: new ReactControl(`map-control-${control.id}`) }
            : { control },
        ),
    // The language is a dependency on purpose: new slots re-add every control in order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewportClass, language, embedded],
  );

  useEffect(() => {
    setMapLocale(map, mapLibreLocale(t));
    // MapLibre labels the canvas once, when the map is made; a language switch relabels it.
    map.getCanvas().setAttribute('aria-label', t('map.title'));
    const added: IControl[] = [];
    for (const { control, slot } of placements) {
      const instance =
        slot ?? (control.kind === 'native' ? control.create({ map, t, viewportClass }) : null);
      if (!instance) continue;
      map.addControl(instance, control.corner);
      added.push(instance);
    }
    return () => {
      for (const control of added) map.removeControl(control);
    };
  }, [map, placements, t, viewportClass]);

  return (
    <>
      {placements.map(({ control, slot }) =>
        slot && control.kind === 'react'
          ? createPortal(
              <Suspense fallback={null}>
                <control.Component />
              </Suspense>,
              slot.container,
              control.id,
            )
          : null,
      )}
    </>
  );
}
