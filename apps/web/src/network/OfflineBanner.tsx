import { ChevronDown, ChevronUp, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellLink } from '../shell/ShellLink.js';
import { isOnline, useNetwork } from './network.store.js';
import './network.css';

/**
 * The offline banner at the top (spec 01 §2): compact 'Offline', or the full headline and
 * description, which differ for manual offline mode.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const network = useNetwork();
  const [expanded, setExpanded] = useState(true);
  if (isOnline(network)) return null;
  const manual = network.manualOffline;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <WifiOff aria-hidden size={18} />
      {expanded ? (
        <div className="offline-banner-text" data-testid="offline-banner-full">
          <strong>{t(manual ? 'offline.manualTitle' : 'offline.title')}</strong>
          <span>{t(manual ? 'offline.manualText' : 'offline.text')}</span>
          {manual && (
            // The offline controls (R26.08): downloaded areas, loaded on demand (R01.28).
            <ShellLink to="/caching" className="offline-banner-link" data-testid="offline-controls">
              {t('offlineMaps.manualControls')}
            </ShellLink>
          )}
        </div>
      ) : (
        <strong className="offline-banner-text" data-testid="offline-banner-compact">
          {t('offline.label')}
        </strong>
      )}
      <button
        type="button"
        className="offline-banner-toggle"
        aria-expanded={expanded}
        aria-label={t(expanded ? 'offline.collapse' : 'offline.expand')}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? <ChevronUp aria-hidden size={18} /> : <ChevronDown aria-hidden size={18} />}
      </button>
    </div>
  );
}
