// The custom route (spec 01 §2–§3; R01.05, R16.*): `/customroute` edits the kept route,
// `/customroute?r=` opens a route link for anyone, `/customroute/{id}` a route favourite. The
// map takes clicks as new points while the view is open; the table lists the legs with their
// passing times at the chosen departure and speed, and the forecast along the route follows.
import { customRouteLink, planRoute, type Language } from '@havkart/domain';
import { ArrowLeftRight, Eraser, Link } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSetting } from '../../settings/settings.store.js';
import { showToast } from '../../shell/toasts.js';
import { useFavourites } from '../favourites/favourites.store.js';
import {
  addressedRoute,
  readSpeedField,
  speedInUnit,
  speedLimits,
  type RouteSpeedUnit,
} from './custom-route.rules.js';
import { customRouteOf, EMPTY_ROUTE, useCustomRoute } from './custom-route.store.js';
import { DepartureInput } from './DepartureInput.js';
import { RouteDownloadButton } from './RouteDownloadButton.js';
import { RouteForecast } from './RouteForecast.js';
import { RouteLegsTable } from './RouteLegsTable.js';
import { useRouteOnMap } from './route-map.js';
import { SaveRouteForm } from './SaveRouteForm.js';
import './custom-route.css';

const MINUTE_MS = 60_000;

/** Now, to the minute: a route leaving "now" moves its times along as the clock does. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Applies what the address asks for once per address; returns the message it calls for. */
function useAddressedRoute(): 'badLink' | 'notFound' | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  const encoded = search.get('r');
  const favourites = useFavourites((state) => state.favourites);
  const addressed = addressedRoute(id, encoded, favourites);
  const key = `${id ?? ''}\n${encoded ?? ''}\n${addressed.kind}`;
  useEffect(() => {
    const { replace } = useCustomRoute.getState();
    if (addressed.kind === 'route') replace(customRouteOf(addressed.route));
    if (addressed.kind === 'badLink') {
      console.warn('The route link cannot be read', encoded);
      replace(EMPTY_ROUTE);
    }
    // Keyed by the address and its outcome, not by each new favourites list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return addressed.kind === 'badLink' || addressed.kind === 'notFound' ? addressed.kind : null;
}

function SpeedField({ unit }: { unit: RouteSpeedUnit }) {
  const { t } = useTranslation();
  const speed = useCustomRoute((state) => state.route.speed);
  const fresh = () => ({ text: String(speedInUnit(speed, unit)), speed, unit, problem: null });
  const [field, setField] = useState<{
    text: string;
    speed: number;
    unit: RouteSpeedUnit;
    problem: 'Required field' | 'Not a number' | 'Invalid value' | null;
  }>(fresh);
  // A route opened or the unit changed elsewhere: the field shows that speed.
  if (field.speed !== speed || field.unit !== unit) setField(fresh());
  const { problem } = field;
  const unitName = t(unit === 'km/h' ? 'customRoute.kmh' : 'customRoute.knots');
  const { min, max } = speedLimits(unit);
  return (
    <label className="custom-route-field">
      {t('customRoute.speed', { unit: unitName })}
      <input
        type="text"
        inputMode="decimal"
        value={field.text}
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'custom-route-speed-error' : undefined}
        data-testid="custom-route-speed"
        onChange={(event) => {
          const text = event.target.value;
          const reading = readSpeedField(text, unit);
          if ('speed' in reading) {
            setField({ text, speed: reading.speed, unit, problem: null });
            useCustomRoute.getState().setSpeed(reading.speed);
          } else {
            setField({ ...field, text, problem: reading.problem });
          }
        }}
      />
      {problem && (
        <span id="custom-route-speed-error" className="field-error" role="alert">
          {t(`validation.${problem}`)}
          {problem === 'Invalid value' &&
            ` ${t('customRoute.speedInvalid', { min, max, unit: unitName })}`}
        </span>
      )}
    </label>
  );
}

function DepartureField({ departure, utc }: { departure: number; utc: boolean }) {
  const { t } = useTranslation();
  const leavesNow = useCustomRoute((state) => state.route.departure === null);
  return (
    <div className="custom-route-field">
      <DepartureInput
        label={t(utc ? 'customRoute.departureUtc' : 'customRoute.departure')}
        utc={utc}
        value={departure}
        onChange={(time) => useCustomRoute.getState().setDeparture(new Date(time).toISOString())}
      />
      {!leavesNow && (
        <button
          type="button"
          className="button"
          onClick={() => useCustomRoute.getState().setDeparture(null)}
        >
          {t('customRoute.now')}
        </button>
      )}
    </div>
  );
}

export default function CustomRouteView() {
  const { t, i18n } = useTranslation();
  const message = useAddressedRoute();
  useRouteOnMap();
  const route = useCustomRoute((state) => state.route);
  const utc = useSetting<boolean>('utcTime') === true;
  const unit: RouteSpeedUnit = useSetting<string>('vesselSpeedUnit') === 'km/h' ? 'km/h' : 'knots';
  const now = useMinuteClock();
  const departure = route.departure === null ? now : Date.parse(route.departure);
  const plan = useMemo(
    () => planRoute(route.points, departure, route.speed),
    [route.points, departure, route.speed],
  );
  const [copied, setCopied] = useState<string | null>(null);
  const link = customRouteLink({
    departure: new Date(departure).toISOString(),
    favoriteId: route.favoriteId ?? undefined,
    points: route.points,
    speed: route.speed,
  });
  const language = i18n.language as Language;

  return (
    <div className="custom-route" data-testid="custom-route" lang={language}>
      {message && (
        <p className="custom-route-message" role="alert" data-testid="custom-route-message">
          {t(message === 'badLink' ? 'customRoute.badLink' : 'customRoute.notFound')}
        </p>
      )}
      <p className="muted">{t('customRoute.intro')}</p>
      <div className="custom-route-settings">
        <DepartureField departure={departure} utc={utc} />
        <SpeedField unit={unit} />
      </div>
      <div className="custom-route-actions">
        <button
          type="button"
          className="button"
          disabled={route.points.length < 2}
          onClick={() => useCustomRoute.getState().reverse()}
          data-testid="custom-route-reverse"
        >
          <ArrowLeftRight size={16} aria-hidden /> {t('customRoute.reverse')}
        </button>
        <button
          type="button"
          className="button"
          disabled={route.points.length === 0}
          onClick={() => useCustomRoute.getState().replace({ ...EMPTY_ROUTE, speed: route.speed })}
        >
          <Eraser size={16} aria-hidden /> {t('customRoute.clear')}
        </button>
        <button
          type="button"
          className="button"
          disabled={route.points.length === 0}
          data-testid="custom-route-copy-link"
          onClick={() => {
            const url = new URL(link, window.location.origin).href;
            setCopied(url);
            void navigator.clipboard
              ?.writeText(url)
              .then(() => showToast({ title: t('customRoute.linkCopied'), tone: 'success' }))
              .catch(() => undefined);
          }}
        >
          <Link size={16} aria-hidden /> {t('customRoute.copyLink')}
        </button>
        <RouteDownloadButton plan={plan} speed={route.speed} />
      </div>
      {copied && (
        <input
          className="custom-route-link"
          type="text"
          readOnly
          value={copied}
          aria-label={t('customRoute.copyLink')}
          data-testid="custom-route-link"
          onFocus={(event) => event.target.select()}
        />
      )}
      <RouteLegsTable plan={plan} utc={utc} />
      {route.points.length > 0 && <SaveRouteForm plan={plan} />}
      <RouteForecast points={plan.points} utc={utc} />
    </div>
  );
}
