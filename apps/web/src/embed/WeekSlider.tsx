import {
  isoWeeksInYear,
  sameWeekInYear,
  weekFromParams,
  WEEK_YEAR_RANGE,
  type IsoWeek,
} from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { announceSelectedWeek } from '@havkart/dataset-aquaculture/client';
import { weekAddress } from './week-address.js';

/**
 * The week the page shows: `?year=…&week=…` of the address, else the current ISO week
 * (spec 01 §2), so a shared link opens on its week. A choice rewrites the address, keeping
 * the map's view in its fragment, and is announced to the fish-health layers, which would
 * otherwise not hear of it: the router changes the address without an event.
 */
export function useSelectedWeek(): [IsoWeek, (week: IsoWeek) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const selected = weekFromParams(params.get('year'), params.get('week'), new Date());
  const select = (week: IsoWeek) => {
    // The map writes its view into the fragment itself, so the router's copy may be stale.
    const next = weekAddress(window.location.search, window.location.hash, week);
    // A slider drag is one choice, not one history entry per week passed.
    void navigate(
      { pathname: location.pathname, ...next },
      { replace: true, preventScrollReset: true },
    );
    announceSelectedWeek(week);
  };
  return [selected, select];
}

/** The weekly time slider of the fish-health embed: a week of the year and year steps. */
export function WeekSlider() {
  const { t } = useTranslation();
  const [selected, select] = useSelectedWeek();
  const weeks = isoWeeksInYear(selected.year);
  return (
    <div className="week-slider" data-testid="week-slider">
      <Button
        className="icon-button"
        aria-label={t('embed.week.previousYear')}
        isDisabled={selected.year <= WEEK_YEAR_RANGE.min}
        onPress={() => select(sameWeekInYear(selected, selected.year - 1))}
      >
        «
      </Button>
      <Slider
        className="slider week-slider__slider"
        minValue={1}
        maxValue={weeks}
        step={1}
        value={selected.week}
        onChange={(week) => select({ year: selected.year, week: Number(week) })}
      >
        <div className="slider-head">
          <Label>{t('embed.week.label')}</Label>
          <SliderOutput data-testid="week-slider-output">
            {() => t('embed.week.value', { week: selected.week, year: selected.year })}
          </SliderOutput>
        </div>
        <SliderTrack className="slider-track">
          <SliderThumb className="slider-thumb" />
        </SliderTrack>
      </Slider>
      <Button
        className="icon-button"
        aria-label={t('embed.week.nextYear')}
        isDisabled={selected.year >= WEEK_YEAR_RANGE.max}
        onPress={() => select(sameWeekInYear(selected, selected.year + 1))}
      >
        »
      </Button>
    </div>
  );
}
