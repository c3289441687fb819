import { isAisAdmin } from '@havkart/domain';
import { ShieldAlert } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import '../registration/forms.css';
import { loadProfiles, useSignedInLoad, useSignInToken } from '../applications/session.js';
import { SignInButton } from '../applications/SignInButton.js';
import { AdminApiClients } from './AdminApiClients.js';
import { AdminApplications } from './AdminApplications.js';
import { AdminAudit } from './AdminAudit.js';
import { AdminContent } from './AdminContent.js';
import './admin.css';
import { AdminUsers } from './AdminUsers.js';

function Refused({ title, text, signIn }: { title: string; text: string; signIn?: boolean }) {
  return (
    <section className="form-outcome" data-testid="admin-refused">
      <h2>
        <ShieldAlert aria-hidden size={20} /> {title}
      </h2>
      <p>{text}</p>
      {signIn && <SignInButton />}
    </section>
  );
}

/**
 * `/admin`: the administrator's pages, for holders of BwAisAdmin only (the server refuses
 * everyone else on every admin route; the page says so rather than showing empty lists).
 */
export default function AdminView() {
  const { t } = useTranslation();
  const token = useSignInToken();
  const [profiles] = useSignedInLoad(loadProfiles, 'profiles');
  if (!token)
    return <Refused title={t('admin.signInNeeded')} text={t('admin.signInNeededText')} signIn />;
  if (!profiles || profiles.state === 'loading') {
    return (
      <p className="muted" role="status">
        {t('admin.loading')}
      </p>
    );
  }
  if (profiles.state === 'failed') return <ErrorDisplay error={profiles.error} />;
  if (!isAisAdmin(profiles.value)) {
    return <Refused title={t('admin.notAdmin')} text={t('admin.notAdminText')} />;
  }
  return (
    <Tabs className="admin" defaultSelectedKey="applications" data-testid="admin-view">
      <TabList className="tab-list admin-tabs" aria-label={t('views.admin')}>
        <Tab id="applications" className="tab">
          {t('admin.tabs.applications')}
        </Tab>
        <Tab id="users" className="tab">
          {t('admin.tabs.users')}
        </Tab>
        <Tab id="apiClients" className="tab">
          {t('admin.tabs.apiClients')}
        </Tab>
        <Tab id="content" className="tab">
          {t('admin.tabs.content')}
        </Tab>
        <Tab id="audit" className="tab">
          {t('admin.tabs.audit')}
        </Tab>
      </TabList>
      <TabPanel id="applications" className="admin-panel">
        <AdminApplications />
      </TabPanel>
      <TabPanel id="users" className="admin-panel">
        <AdminUsers />
      </TabPanel>
      <TabPanel id="apiClients" className="admin-panel">
        <AdminApiClients />
      </TabPanel>
      <TabPanel id="content" className="admin-panel">
        <AdminContent />
      </TabPanel>
      <TabPanel id="audit" className="admin-panel">
        <AdminAudit />
      </TabPanel>
    </Tabs>
  );
}
