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
import { useSearchParams } from 'react-router';

/**
 * The week the page shows: `?year=…&week=…` of the address, else the current ISO week
 * (spec 01 §2). The fish-health layers read it from here, so a shared link opens on its week.
 */
export function useSelectedWeek(): [IsoWeek, (week: IsoWeek) => void] {
  const [params, setParams] = useSearchParams();
  const selected = weekFromParams(params.get('year'), params.get('week'), new Date());
  const select = (week: IsoWeek) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('year', String(week.year));
        next.set('week', String(week.week));
        return next;
      },
      // A slider drag is one choice, not one history entry per week passed.
      { replace: true, preventScrollReset: true },
    );
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
