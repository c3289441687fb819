import { X } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CURRENT_PAGE } from '../../app/page-variant.js';
import { SignedInAs, SignInControl } from '../../auth/SignInControl.js';
import { IconButton } from '../../ui/IconButton.js';
import { usePanels } from '../panels.store.js';
import { DatasetGroups } from './DatasetGroups.js';
import { MenuPages } from './MenuPages.js';
import { MenuSettings } from './MenuSettings.js';

/** The menu pane (spec 01 §2): the app's pages and its settings, loaded on first open. */
export default function Menu() {
  const { t } = useTranslation();
  const close = usePanels((state) => state.close);
  return (
    <>
      <header className="panel-header">
        <h2 className="panel-title brand">{t('app.name')}</h2>
        {!CURRENT_PAGE.embedded && <SignInControl />}
        <IconButton
          icon={X}
          label={t('shell.closeMenu')}
          onPress={() => close('menu')}
          testId="menu-close"
        />
      </header>
      {!CURRENT_PAGE.embedded && <SignedInAs />}
      <Tabs className="tabs" defaultSelectedKey="datasets">
        <TabList className="tab-list" aria-label={t('shell.menu')}>
          <Tab id="datasets" className="tab" data-testid="tab-datasets">
            {t('datasetMenu.title')}
          </Tab>
          <Tab id="pages" className="tab">
            {t('shell.pages')}
          </Tab>
          <Tab id="settings" className="tab" data-testid="tab-settings">
            {t('settings.title')}
          </Tab>
        </TabList>
        <TabPanel id="datasets" className="panel-body">
          <DatasetGroups />
        </TabPanel>
        <TabPanel id="pages" className="panel-body">
          <MenuPages />
        </TabPanel>
        <TabPanel id="settings" className="panel-body">
          <MenuSettings />
        </TabPanel>
      </Tabs>
    </>
  );
}
