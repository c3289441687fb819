// The table of a route's points (R16.03–R16.05, R16.11): the leg to each point and the
// distance from the start in the general distance format, the course to the next point and
// the passing time; then the total and the arrival. Each row inserts a point on the leg after
// it or removes its point.
import {
  formatBearing,
  formatDistance,
  formatLatitude,
  formatLongitude,
  type Language,
  type RoutePlan,
} from '@havkart/domain';
import { CopyPlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../settings/time-format.js';
import { useCustomRoute } from './custom-route.store.js';

export function RouteLegsTable({ plan, utc }: { plan: RoutePlan; utc: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { insertAfter, remove } = useCustomRoute.getState();
  if (plan.points.length === 0) {
    return <p className="muted">{t('customRoute.empty')}</p>;
  }
  return (
    <table className="custom-route-legs" data-testid="custom-route-legs">
      <caption>{t('customRoute.legs')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('customRoute.point')}</th>
          <th scope="col">{t('customRoute.leg')}</th>
          <th scope="col">{t('customRoute.fromStart')}</th>
          <th scope="col">{t('customRoute.course')}</th>
          <th scope="col">{t('customRoute.passing')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {plan.points.map((point, index) => (
          <tr key={index} data-testid="custom-route-point">
            <th scope="row" title={`${formatLatitude(point.lat)} ${formatLongitude(point.lon)}`}>
              {index + 1}
            </th>
            <td>{formatDistance(point.distanceFromPrevious, language)}</td>
            <td>{formatDistance(point.cumulativeDistance, language)}</td>
            <td>{point.courseToNext === null ? '' : formatBearing(point.courseToNext)}</td>
            <td data-testid="custom-route-passing">
              {formatTime(new Date(point.passingTime), utc, i18n.language)}
            </td>
            <td className="custom-route-row-actions">
              {index < plan.points.length - 1 && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('customRoute.insert', { index: index + 1 })}
                  title={t('customRoute.insert', { index: index + 1 })}
                  onClick={() => insertAfter(index)}
                >
                  <CopyPlus size={16} aria-hidden />
                </button>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label={t('customRoute.remove', { index: index + 1 })}
                title={t('customRoute.remove', { index: index + 1 })}
                onClick={() => remove(index)}
              >
                <Trash2 size={16} aria-hidden />
              </button>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('customRoute.total')}</th>
          <td colSpan={2} data-testid="custom-route-total">
            {formatDistance(plan.totalDistance, language)}
          </td>
          <th scope="row">{t('customRoute.arrival')}</th>
          <td colSpan={2} data-testid="custom-route-arrival">
            {formatTime(new Date(plan.arrival), utc, i18n.language)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
