// The track-for-a-period form of the vessel details: two date and time fields in the app's
// language (the last 24 hours to start with) and a button that asks for the track between.
import type { Language } from '@havkart/domain';
import { useState } from 'react';
import { DateTimeInput } from './DateTimeInput.js';
import { detailsText } from './strings.js';
import type { VesselHost } from './vessel-host.js';

const HOUR_MS = 3_600_000;

/** The range to ask for, or null while a field is cleared or the order is wrong. */
export function chosenRange(
  from: number | null,
  to: number | null,
): { from: Date; to: Date } | null {
  if (from === null || to === null || from > to) return null;
  return { from: new Date(from), to: new Date(to) };
}

export function TrackRangeForm(props: {
  host: VesselHost;
  mmsi: number;
  language: Language;
  utc: boolean;
}) {
  const { host, mmsi, language, utc } = props;
  // Whole minutes: the fields show no seconds, so the span asked for is the one shown.
  const [to, setTo] = useState<number | null>(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [from, setFrom] = useState<number | null>(() => (to === null ? null : to - 24 * HOUR_MS));
  const text = (key: 'trackRange' | 'trackFrom' | 'trackTo' | 'showRange') =>
    detailsText(language, key);
  return (
    <form
      className="track-range"
      data-testid="vessel-track-range"
      onSubmit={(event) => {
        event.preventDefault();
        const range = chosenRange(from, to);
        if (range) host.showTrack(mmsi, range);
      }}
    >
      <fieldset>
        <legend className="small">{text('trackRange')}</legend>
        <DateTimeInput
          label={text('trackFrom')}
          language={language}
          utc={utc}
          value={from}
          max={to}
          onChange={setFrom}
          testId="vessel-track-from"
        />
        <DateTimeInput
          label={text('trackTo')}
          language={language}
          utc={utc}
          value={to}
          min={from}
          onChange={setTo}
          testId="vessel-track-to"
        />
        <button type="submit" data-testid="vessel-track-range-show">
          {text('showRange')}
        </button>
      </fieldset>
    </form>
  );
}
