// `/zonealerts` (spec 01 §2; R21.*): the user's zones from both bases with their alerts, and
// the form for a new one. Only for signed-in users (R21.07); 'Something went wrong' only when
// every base failed (R21.08).
import type { Language, Zone } from '@havkart/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../api/client.js';
import { useSignIn } from '../../auth/sign-in.js';
import { restrictedAis } from '../../datasets/live-host.js';
import { showToast } from '../../shell/toasts.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { alertText } from '../events/event-text.js';
import { useEvents } from '../events/events.store.js';
import { loadZones, removeZone, useZoneAlerts } from './zone-alerts.store.js';
import { ZoneForm } from './ZoneForm.js';
import { MMSI_CATEGORY_KEYS } from './ZoneFilterFields.js';
import { filterSummary } from './zone-filters.js';
import '../fleets/fleets.css';

function ZoneCard({ zone }: { zone: Zone }) {
  const { t, i18n } = useTranslation();
  // The whole list is selected: a filtered copy would be a new array on every read.
  const allAlerts = useEvents((state) => state.alerts);
  const alerts = allAlerts.filter((alert) => alert.zoneId === zone.id);
  const language = (i18n.language.startsWith('en') ? 'en-US' : 'nb-NO') as Language;
  const filters = filterSummary(zone, language, (category) => t(MMSI_CATEGORY_KEYS[category]));
  return (
    <details className="fleet-card" data-testid="zone" data-zone-name={zone.name}>
      <summary>
        <strong>{zone.name}</strong>{' '}
        <span className="muted small">
          {zone.access === 'restricted'
            ? t('zoneAlerts.accessRestricted')
            : t('zoneAlerts.accessOpen')}
          {' · '}
          {t('zoneAlerts.alerts')}: {alerts.length}
        </span>
      </summary>
      <p className="muted small" data-testid="zone-filters">
        {filters ?? t('zoneAlerts.allVessels')}
      </p>
      <div className="button-row">
        <button
          type="button"
          data-testid="zone-delete"
          onClick={() =>
            void removeZone(apiClient, zone).catch(() =>
              showToast({ title: t('zoneAlerts.failed'), tone: 'danger' }),
            )
          }
        >
          {t('zoneAlerts.delete')}
        </button>
      </div>
      {alerts.length === 0 ? (
        <p className="muted small">{t('zoneAlerts.noAlerts')}</p>
      ) : (
        <ul className="fleet-vessels">
          {alerts.map((alert) => (
            <li key={alert.id} data-testid="zone-alert">
              <ShellLink to={`/ais/${alert.mmsi}`}>{alertText(t, alert, zone.name)}</ShellLink>
              <span className="muted small">
                {new Date(alert.time).toLocaleString(i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

export default function ZoneAlertsView() {
  const { t } = useTranslation();
  const signedIn = useSignIn((state) => state.user !== null);
  const { zones, status } = useZoneAlerts();
  const [restricted, setRestricted] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void restrictedAis(apiClient).then((valid) => {
      if (cancelled) return;
      setRestricted(valid);
      void loadZones(apiClient, valid);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
  if (!signedIn) return <p className="muted">{t('zoneAlerts.signIn')}</p>;
  return (
    <div className="fleets-view" data-testid="zone-alerts-view">
      <p className="muted">{t('zoneAlerts.intro')}</p>
      {status === 'failed' && <p role="alert">{t('zoneAlerts.failed')}</p>}
      {status === 'loading' && zones.length === 0 && (
        <p className="muted">{t('zoneAlerts.loading')}</p>
      )}
      {status === 'ready' && zones.length === 0 && <p className="muted">{t('zoneAlerts.none')}</p>}
      {zones.map((zone) => (
        <ZoneCard key={zone.id} zone={zone} />
      ))}
      <ZoneForm restrictedAis={restricted} />
    </div>
  );
}
