// `/sensors` (R01.12, R24.15): the user's sensors, a link to report one, and the sensor
// reports not sent yet.
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { ShellLink } from '../../shell/ShellLink.js';
import { useSignedInLoad } from '../applications/session.js';
import { loadSensors } from './fishinfo.store.js';
import { QueueList } from './QueueList.js';
import { SignInFirst } from './ReportFormParts.js';
import './fishinfo.css';

export default function SensorsView() {
  const { t, i18n } = useTranslation();
  const [loaded] = useSignedInLoad(loadSensors, 'sensors');
  if (loaded === null) {
    return <SignInFirst />;
  }
  return (
    <div className="fishinfo-view" data-testid="sensors-view">
      <div className="fishinfo-links">
        <ShellLink to="/toolreport" className="button">
          {t('fishinfo.reportSensor')}
        </ShellLink>
      </div>
      {loaded.state === 'failed' && (
        <ErrorDisplay error={loaded.error} headline={t('fishinfo.sensorsLoadFailed')} />
      )}
      {loaded.state === 'ready' && loaded.value.length === 0 && (
        <p className="muted">{t('fishinfo.noSensors')}</p>
      )}
      {loaded.state === 'ready' && (
        <ul className="fishinfo-list">
          {loaded.value.map((sensor) => (
            <li key={sensor.changeId} data-testid="sensor">
              <strong>{sensor.sensorId}</strong> ·{' '}
              {new Date(sensor.setupTime).toLocaleString(i18n.language, {
                dateStyle: 'short',
                timeStyle: 'short',
              })}
            </li>
          ))}
        </ul>
      )}
      <QueueList category="sensor" />
    </div>
  );
}
