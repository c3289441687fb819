import { panelWidth } from '@havkart/domain';
import { themes } from '@havkart/theme';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DatasetLegends } from '../../map/legend/DatasetLegends.js';
import { IconButton } from '../../ui/IconButton.js';
import { useAppearance } from '../appearance.store.js';
import { usePanels } from '../panels.store.js';
import { useViewport } from '../viewport.store.js';
import { baseMapLegendRows, useChosenBaseMapLook } from './base-map-legend.js';

/**
 * The map legend (spec 01 §2), as wide as spec 01 §9 gives it per device class: the chosen
 * base map's rows, then the legends of the datasets on the map. Escape closes it.
 */
export default function Legend() {
  const { t } = useTranslation();
  const viewportClass = useViewport((state) => state.viewportClass);
  const theme = themes[useAppearance((state) => state.theme)];
  const setOpen = usePanels((state) => state.setLegendOpen);
  const rows = baseMapLegendRows(theme, useChosenBaseMapLook()).map((row) => ({
    ...row,
    label: t(row.labelKey),
  }));
  return (
    <aside
      id="map-legend"
      className="panel legend"
      aria-labelledby="legend-title"
      style={{ width: `${panelWidth('legend', viewportClass).default}vw` }}
      data-testid="legend"
      // Capture: the buttons' tooltips keep Escape to themselves.
      onKeyDownCapture={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <header className="panel-header">
        <h2 id="legend-title" className="panel-title">
          {t('legend.title')}
        </h2>
        <IconButton icon={X} label={t('shell.close')} onPress={() => setOpen(false)} />
      </header>
      {/* Focusable, so a keyboard can scroll a legend longer than the panel (WCAG 2.1.1). */}
      <div
        className="panel-body legend-body"
        role="region"
        aria-labelledby="legend-title"
        tabIndex={0}
      >
        <h3 className="group-label">{t('legend.baseMap')}</h3>
        <ul className="legend-list">
          {rows.map((row) => (
            <li key={row.label} data-testid={`legend-basemap-${row.labelKey.slice(7)}`}>
              <span
                className={`swatch swatch-${row.kind}`}
                style={{ '--swatch': row.colour } as React.CSSProperties}
                aria-hidden
              />
              {row.label}
            </li>
          ))}
        </ul>
        <DatasetLegends />
      </div>
    </aside>
  );
}
