// The departure as a date and time field in the app's language, not the browser's: React
// Aria's DateField under an I18nProvider, its segments typed or stepped with the arrow keys,
// shown in the device's zone or in UTC while 'Show time in UTC' is on.
import { fromAbsolute, getLocalTimeZone, type ZonedDateTime } from '@internationalized/date';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import '../../ui/date-fields.css';

export interface DepartureInputProps {
  readonly label: string;
  readonly utc: boolean;
  /** The instant shown, ms since the epoch. */
  readonly value: number;
  /** Called with each complete instant; a field being cleared calls nothing. */
  onChange(value: number): void;
}

export function DepartureInput(props: DepartureInputProps) {
  const { i18n } = useTranslation();
  const zone = props.utc ? 'UTC' : getLocalTimeZone();
  return (
    <I18nProvider locale={i18n.language}>
      <DateField<ZonedDateTime>
        className="custom-route-departure"
        data-testid="custom-route-departure"
        value={fromAbsolute(props.value, zone)}
        onChange={(value) => {
          if (value) props.onChange(value.toDate().getTime());
        }}
        granularity="minute"
        hideTimeZone
        shouldForceLeadingZeros
      >
        <Label>{props.label}</Label>
        <DateInput className="date-field-segments">
          {(segment) => <DateSegment segment={segment} className="date-field-segment" />}
        </DateInput>
      </DateField>
    </I18nProvider>
  );
}
