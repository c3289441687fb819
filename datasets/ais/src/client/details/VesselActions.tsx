// The buttons of the vessel details: follow, show track (latest 24 h or a chosen range) and
// add to or remove from favourites.
import { NO_VALUE, type Language } from '@havkart/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatText, positionOf } from './details-format.js';
import { detailsText, type DetailsStringKey } from './strings.js';
import { TrackRangeForm } from './TrackRangeForm.js';
import type { FullVesselRecord, ShownTrack, VesselHost } from './vessel-host.js';

const STATUS_KEYS: Record<Exclude<ShownTrack['status'], 'expired'>, DetailsStringKey> = {
  loading: 'trackLoading',
  shown: 'trackShown',
  empty: 'trackEmpty',
  failed: 'trackFailed',
};

function TrackStatus(props: { host: VesselHost; mmsi: number; language: Language }) {
  const { t } = useTranslation();
  const track = props.host.useShownTrack();
  if (!track || track.mmsi !== props.mmsi) return null;
  // 'Timespan expired' is one of the app's error texts (spec 01 §8), not the dataset's own.
  const message =
    track.status === 'expired'
      ? t('errors.timespanExpired')
      : detailsText(props.language, STATUS_KEYS[track.status], { count: track.points });
  return (
    <p
      className="muted small"
      role="status"
      data-testid="vessel-track-status"
      data-status={track.status}
      data-points={track.points}
    >
      {message}
    </p>
  );
}

export function VesselActions(props: {
  host: VesselHost;
  record: FullVesselRecord;
  language: Language;
}) {
  const { host, record, language } = props;
  const text = (key: DetailsStringKey) => detailsText(language, key);
  const value = `/ais/${record.mmsi}`;
  const favourite = host.useIsFavourite(value);
  const following = host.useFollowing() === record.mmsi;
  const track = host.useShownTrack();
  const trackOn = host.useAisTrackOn();
  // A track that failed or whose span expired is not on the map: the button offers to show
  // one again while the status line says why.
  const trackShown =
    track?.mmsi === record.mmsi && track.status !== 'failed' && track.status !== 'expired';
  const { utc } = host.useDisplay();
  const position = positionOf(record);

  return (
    <div className="vessel-actions" data-testid="vessel-actions">
      <div className="button-row">
        <button
          type="button"
          aria-pressed={following}
          data-testid="vessel-follow"
          onClick={() => host.setFollowing(following ? null : record.mmsi, position)}
        >
          {text(following ? 'unfollow' : 'follow')}
        </button>
        {trackOn && (
          <button
            type="button"
            aria-pressed={trackShown}
            data-testid="vessel-track"
            onClick={() => (trackShown ? host.hideTrack() : host.showTrack(record.mmsi))}
          >
            {text(trackShown ? 'hideTrack' : 'showTrack')}
          </button>
        )}
        <button
          type="button"
          aria-pressed={favourite}
          data-testid="vessel-favourite"
          onClick={() =>
            host.toggleFavourite({
              value,
              name:
                formatText(record.name) === NO_VALUE
                  ? String(record.mmsi)
                  : formatText(record.name),
              position,
              positionTime: record.msgtime,
            })
          }
        >
          {text(favourite ? 'removeFavourite' : 'addFavourite')}
        </button>
      </div>
      {host.FleetAction && (
        // The action may load on first use; the rest of the details never wait for it.
        <Suspense fallback={null}>
          <host.FleetAction
            mmsi={record.mmsi}
            name={
              formatText(record.name) === NO_VALUE ? String(record.mmsi) : formatText(record.name)
            }
          />
        </Suspense>
      )}
      {trackOn ? (
        <TrackRangeForm host={host} mmsi={record.mmsi} language={language} utc={utc} />
      ) : (
        <p className="muted small" data-testid="vessel-track-off">
          {text('trackOff')}
        </p>
      )}
      <TrackStatus host={host} mmsi={record.mmsi} language={language} />
    </div>
  );
}
