import { List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePanels } from '../../shell/panels.store.js';
import { IconButton } from '../../ui/IconButton.js';

/** Opens and closes the map legend (spec 01 §2, top right). */
export default function LegendButton() {
  const { t } = useTranslation();
  const open = usePanels((state) => state.legendOpen);
  const setOpen = usePanels((state) => state.setLegendOpen);
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton
        icon={List}
        label={t('controls.legend')}
        expanded={open}
        controls="map-legend"
        onPress={() => setOpen(!open)}
        testId="control-legend"
      />
    </div>
  );
}
