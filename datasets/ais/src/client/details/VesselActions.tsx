// The buttons of the vessel details: follow, show track (latest 24 h or a chosen range) and
// add to or remove from favourites.
import { NO_VALUE, type Language } from '@havkart/domain';
import { useState } from 'react';
import { formatText, positionOf } from './details-format.js';
import { detailsText, type DetailsStringKey } from './strings.js';
import type { VesselHost, FullVesselRecord } from './vessel-host.js';

const HOUR_MS = 3_600_000;

/** `datetime-local` text of a time in the device's zone. */
function localInput(time: number): string {
  const date = new Date(time - new Date(time).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

function TrackStatus(props: { host: VesselHost; mmsi: number; language: Language }) {
  const track = props.host.useShownTrack();
  if (!track || track.mmsi !== props.mmsi) return null;
  const key: Record<typeof track.status, DetailsStringKey> = {
    loading: 'trackLoading',
    shown: 'trackShown',
    empty: 'trackEmpty',
    failed: 'trackFailed',
  };
  return (
    <p
      className="muted small"
      role="status"
      data-testid="vessel-track-status"
      data-status={track.status}
      data-points={track.points}
    >
      {detailsText(props.language, key[track.status], { count: track.points })}
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
  const trackShown = track?.mmsi === record.mmsi;
  const [from, setFrom] = useState(() => localInput(Date.now() - 24 * HOUR_MS));
  const [to, setTo] = useState(() => localInput(Date.now()));
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
      {trackOn ? (
        <form
          className="track-range"
          data-testid="vessel-track-range"
          onSubmit={(event) => {
            event.preventDefault();
            const range = { from: new Date(from), to: new Date(to) };
            if (Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime())) return;
            host.showTrack(record.mmsi, range);
          }}
        >
          <fieldset>
            <legend className="small">{text('trackRange')}</legend>
            <label>
              {text('trackFrom')}
              <input
                type="datetime-local"
                value={from}
                max={to}
                onChange={(event) => setFrom(event.target.value)}
                data-testid="vessel-track-from"
              />
            </label>
            <label>
              {text('trackTo')}
              <input
                type="datetime-local"
                value={to}
                min={from}
                onChange={(event) => setTo(event.target.value)}
                data-testid="vessel-track-to"
              />
            </label>
            <button type="submit" data-testid="vessel-track-range-show">
              {text('showRange')}
            </button>
          </fieldset>
        </form>
      ) : (
        <p className="muted small" data-testid="vessel-track-off">
          {text('trackOff')}
        </p>
      )}
      <TrackStatus host={host} mmsi={record.mmsi} language={language} />
    </div>
  );
}
