// `/events` (spec 01 §2): the alerts of the user's zones and the distress signals, newest first.
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../auth/sign-in.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { alertText } from './event-text.js';
import { useEvents, zoneNameOf } from './events.store.js';

export default function EventsView() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const { alerts, configs } = useEvents();
  if (!signedIn) return <p className="muted">{t('events.signIn')}</p>;
  return (
    <div data-testid="events-view">
      <p className="muted">{t('events.intro')}</p>
      {alerts.length === 0 && <p className="muted">{t('events.none')}</p>}
      <ul className="events-list">
        {alerts.map((alert) => (
          <li key={alert.id} data-testid="event" data-kind={alert.kind}>
            <ShellLink to={`/ais/${alert.mmsi}`}>
              {alertText(t, alert, zoneNameOf(alert, configs))}
            </ShellLink>{' '}
            <span className="muted small">
              {new Date(alert.time).toLocaleString(i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
