import { Menu as MenuIcon, PanelRightOpen, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/IconButton.js';
import type { MenuSide } from './appearance.store.js';
import { usePanels } from './panels.store.js';

/** The toggle buttons of the menu and the details pane, shown while they are closed. */
export function PanelToggles({ menuSide }: { menuSide: MenuSide }) {
  const { t } = useTranslation();
  const menu = usePanels((state) => state.menu);
  const details = usePanels((state) => state.details);
  const open = usePanels((state) => state.open);
  const detailsSide = menuSide === 'left' ? 'right' : 'left';
  return (
    <>
      {menu.shown && !menu.open && (
        <div className={`panel-toggle toggle-${menuSide}`}>
          <IconButton
            icon={MenuIcon}
            label={t('shell.openMenu')}
            expanded={false}
            onPress={() => open('menu')}
            testId="menu-toggle"
          />
        </div>
      )}
      {details.shown && !details.open && (
        <div className={`panel-toggle toggle-${detailsSide}`}>
          <IconButton
            icon={detailsSide === 'right' ? PanelRightOpen : PanelLeftOpen}
            label={t('shell.openDetails')}
            expanded={false}
            onPress={() => open('details')}
            testId="details-toggle"
          />
        </div>
      )}
    </>
  );
}
