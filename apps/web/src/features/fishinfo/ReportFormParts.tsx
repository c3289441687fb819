// Pieces every FiskInfo view and report form has: the sign-in prompt for a visitor, the time
// of what is reported, and the note with the send button below the form's own fields.
import { useTranslation } from 'react-i18next';
import { SignInButton } from '../applications/SignInButton.js';
import { TextInput } from '../registration/fields.js';
import { ReportFailed } from './ReportFailed.js';

/** What a visitor sees in place of a view that needs a signed-in user. */
export function SignInFirst({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="prose">
      <p className="muted">{text ?? t('fishinfo.signIn')}</p>
      <SignInButton />
    </div>
  );
}

/** The local date and time of what is reported; the server's field name carries its error. */
export function ReportTimeField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <label className="form-field">
      <span className="form-label">{props.label}</span>
      <input
        type="datetime-local"
        name={props.name}
        className="form-input"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error && <span className="form-error">{props.error}</span>}
    </label>
  );
}

/**
 * The free-text note, the refusal with the Coast Guard's number when a report could not go,
 * and the send button, disabled while sending.
 */
export function NoteAndSend(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Whether the last try failed; `message` is the server's reason where it gave one. */
  failed: boolean;
  message?: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        name={props.name}
        label={props.label}
        multiline
        value={props.value}
        onChange={props.onChange}
        error={props.error}
      />
      {props.failed && <ReportFailed message={props.message} />}
      <div className="button-row">
        <button type="submit" className="button" disabled={props.busy} data-testid="report-send">
          {t('fishinfo.send')}
        </button>
      </div>
    </>
  );
}
