// A time-of-day field in the app's language, not the browser's: React Aria's TimeField under
// an I18nProvider bound to the interface language, so Norwegian reads 24-hour "tt:mm" and
// English its AM/PM form; each segment is typed or stepped with the arrow keys.
import { Time } from '@internationalized/date';
import { DateInput, DateSegment, I18nProvider, Label, TimeField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './date-fields.css';

export interface TimeOfDayValue {
  readonly hour: number;
  readonly minute: number;
}

export interface TimeInputProps {
  readonly label: string;
  readonly value: TimeOfDayValue;
  /** Called with each complete time; a field being cleared calls nothing. */
  onChange(value: TimeOfDayValue): void;
  readonly testId?: string;
}

export function TimeInput(props: TimeInputProps) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language}>
      <TimeField<Time>
        className="time-input"
        data-testid={props.testId}
        value={new Time(props.value.hour, props.value.minute)}
        onChange={(value) => {
          if (value) props.onChange({ hour: value.hour, minute: value.minute });
        }}
        granularity="minute"
        shouldForceLeadingZeros
      >
        <Label>{props.label}</Label>
        <DateInput className="date-field-segments">
          {(segment) => <DateSegment segment={segment} className="date-field-segment" />}
        </DateInput>
      </TimeField>
    </I18nProvider>
  );
}
