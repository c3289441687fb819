import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { useSignedInLoad } from '../applications/session.js';
import { serverFieldErrors, TextInput, useFieldMessage } from '../registration/fields.js';
import { adminApi } from './admin-api.js';

/** API clients of the client-credentials grant; a new client's secret is shown once. */
export function AdminApiClients() {
  const { t, i18n } = useTranslation();
  const message = useFieldMessage();
  const [clientId, setClientId] = useState('');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ clientId: string; secret: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loaded, reload] = useSignedInLoad((signal) => adminApi.apiClients(signal), 'apiclients');
  const fields = serverFieldErrors(failure);
  const localId = clientId.trim() === '' ? 'Required field' : undefined;
  const localName = name.trim() === '' ? 'Required field' : undefined;
  const [tried, setTried] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (localId || localName) return;
    try {
      const client = await adminApi.createApiClient(clientId.trim(), name.trim());
      setCreated({ clientId: client.clientId, secret: client.clientSecret });
      setClientId('');
      setName('');
      setTried(false);
      reload();
    } catch (error) {
      setFailure(error);
    }
  };
  const remove = async (id: string) => {
    setFailure(null);
    try {
      await adminApi.removeApiClient(id);
      reload();
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <div className="form-section" data-testid="admin-apiclients">
      {created && (
        <section className="form-outcome" role="status">
          <h2>{t('admin.apiClients.secret', { clientId: created.clientId })}</h2>
          <code data-testid="client-secret">{created.secret}</code>
          <p className="small">{t('admin.apiClients.secretOnce')}</p>
        </section>
      )}
      <Form className="form" onSubmit={onSubmit} validationBehavior="aria">
        <TextInput
          name="clientId"
          label={t('admin.apiClients.clientId')}
          description={t('admin.apiClients.clientIdHint')}
          value={clientId}
          onChange={setClientId}
          error={message(tried ? localId : undefined) ?? message(fields.clientId)}
        />
        <TextInput
          name="name"
          label={t('admin.apiClients.name')}
          value={name}
          onChange={setName}
          error={message(tried ? localName : undefined) ?? message(fields.name)}
        />
        {failure !== null && Object.keys(fields).length === 0 && <ErrorDisplay error={failure} />}
        <Button type="submit" className="form-button">
          {t('admin.apiClients.register')}
        </Button>
      </Form>
      {loaded?.state === 'failed' && <ErrorDisplay error={loaded.error} />}
      {loaded?.state === 'ready' &&
        (loaded.value.length === 0 ? (
          <p className="muted">{t('admin.apiClients.none')}</p>
        ) : (
          <ul className="record-list">
            {loaded.value.map((client) => (
              <li key={client.clientId} className="record">
                <strong>
                  {client.name} <code>{client.clientId}</code>
                </strong>
                <span className="small muted">
                  {t('admin.apiClients.created', {
                    date: new Date(client.createdAt).toLocaleString(i18n.language),
                    by: client.createdBy,
                  })}
                </span>
                <Button
                  className="form-button form-button--danger"
                  onPress={() => void remove(client.clientId)}
                >
                  {t('admin.apiClients.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
