import { POLICIES, ROLES } from '@havkart/domain';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useSignedInLoad } from '../applications/session.js';
import { CheckInput, TextInput } from '../registration/fields.js';
import { adminApi, type AdminUser } from './admin-api.js';

const toggle = (list: readonly string[], name: string, on: boolean) =>
  on ? [...new Set([...list, name])] : list.filter((item) => item !== name);

function GrantsEditor({ user, onSaved }: { user: AdminUser; onSaved: () => void }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<readonly string[]>(user.roles);
  const [policies, setPolicies] = useState<readonly string[]>(user.policies);
  const [failure, setFailure] = useState<unknown>(null);
  const save = async () => {
    setFailure(null);
    try {
      await adminApi.setGrants(user.id, roles, policies);
      onSaved();
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <div className="form-section">
      <fieldset className="form-section">
        <legend className="form-label">{t('admin.users.roles')}</legend>
        {ROLES.map((role) => (
          <CheckInput
            key={role}
            name={`role-${role}`}
            checked={roles.includes(role)}
            onChange={(on) => setRoles(toggle(roles, role, on))}
          >
            {role}
          </CheckInput>
        ))}
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-label">{t('admin.users.policies')}</legend>
        {POLICIES.map((policy) => (
          <CheckInput
            key={policy}
            name={`policy-${policy}`}
            checked={policies.includes(policy)}
            onChange={(on) => setPolicies(toggle(policies, policy, on))}
          >
            {policy}
          </CheckInput>
        ))}
      </fieldset>
      {failure !== null && <ErrorDisplay error={failure} />}
      <Button className="form-button" onPress={() => void save()}>
        {t('admin.users.save')}
      </Button>
    </div>
  );
}

/** Users by search (sign-in name, name or e-mail), with their roles and policies to change. */
export function AdminUsers() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const [loaded, reload] = useSignedInLoad(
    (signal) => adminApi.users(debounced, signal),
    `users:${debounced}`,
  );
  return (
    <div className="form-section" data-testid="admin-users">
      <TextInput
        name="user-search"
        label={t('admin.users.search')}
        description={t('admin.users.searchHint')}
        value={query}
        onChange={setQuery}
      />
      {notice && (
        <p className="form-outcome" role="status">
          {notice}
        </p>
      )}
      {loaded?.state === 'failed' && <ErrorDisplay error={loaded.error} />}
      {loaded?.state === 'ready' && (
        <>
          <p className="muted">{t('admin.users.total', { count: loaded.value.total })}</p>
          {loaded.value.users.length === 0 && <p className="muted">{t('admin.users.none')}</p>}
          <ul className="record-list">
            {loaded.value.users.map((user) => (
              <li key={user.id} className="record" data-testid="admin-user">
                <strong>{user.name}</strong>
                <span className="small muted">
                  {user.username}
                  {user.email && user.email !== user.username ? ` · ${user.email}` : ''}
                  {user.phone ? ` · ${user.phone}` : ''}
                </span>
                <span className="small">
                  {t('admin.users.roles')}: {user.roles.join(', ') || '–'} ·{' '}
                  {t('admin.users.policies')}: {user.policies.join(', ') || '–'}
                </span>
                {editing === user.id ? (
                  <>
                    <GrantsEditor
                      user={user}
                      onSaved={() => {
                        setEditing(null);
                        setNotice(t('admin.users.saved'));
                        reload();
                      }}
                    />
                    <Button
                      className="form-button form-button--quiet"
                      onPress={() => setEditing(null)}
                    >
                      {t('admin.users.cancel')}
                    </Button>
                  </>
                ) : (
                  <Button
                    className="form-button form-button--quiet"
                    onPress={() => setEditing(user.id)}
                  >
                    {t('admin.users.editGrants')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
