// A date and time field in the app's language, not the browser's: React Aria's DatePicker
// under an I18nProvider bound to the interface language, so its segments read dd.mm.åååå
// and 24-hour time in Norwegian and the US order in English, each typed or stepped with the
// arrow keys, and a calendar to pick the day. The value is an instant (ms since the epoch);
// the field shows it in the device's zone, or in UTC while 'Show time in UTC' is on.
import type { Language } from '@havkart/domain';
import { fromAbsolute, getLocalTimeZone, type ZonedDateTime } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';

export interface DateTimeInputProps {
  readonly label: string;
  readonly language: Language;
  /** Show and read the time in UTC rather than the device's zone. */
  readonly utc: boolean;
  /** The instant shown, ms since the epoch; null while the field is cleared. */
  readonly value: number | null;
  onChange(value: number | null): void;
  readonly min?: number | null;
  readonly max?: number | null;
  readonly testId: string;
}

export function DateTimeInput(props: DateTimeInputProps) {
  const zone = props.utc ? 'UTC' : getLocalTimeZone();
  const zoned = (ms: number | null | undefined): ZonedDateTime | null =>
    ms == null ? null : fromAbsolute(ms, zone);
  return (
    <I18nProvider locale={props.language}>
      <DatePicker<ZonedDateTime>
        className="date-time-input"
        data-testid={props.testId}
        value={zoned(props.value)}
        minValue={zoned(props.min)}
        maxValue={zoned(props.max)}
        onChange={(value) => props.onChange(value ? value.toDate().getTime() : null)}
        granularity="minute"
        hideTimeZone={!props.utc}
        shouldForceLeadingZeros
      >
        <Label>{props.label}</Label>
        <Group className="date-time-group">
          <DateInput className="date-time-segments">
            {(segment) => <DateSegment segment={segment} className="date-time-segment" />}
          </DateInput>
          {/* React Aria names this button ('Kalender', 'Calendar') in the provider's language. */}
          <Button className="date-time-button">
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <Popover className="date-time-popover">
          <Dialog className="date-time-dialog">
            <Calendar>
              <header className="date-time-calendar-header">
                <Button slot="previous">
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading />
                <Button slot="next">
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
