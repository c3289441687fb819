// The one form that keeps something under a name the user gives (spec 01 §5: 1–100
// characters): an area drawn, a custom route. The name's rule and its messages are the
// favourites' own, so each place that saves says the same thing about the same mistake.
import { FAVOURITE_NAME_MAX, favouriteNameProblem } from '@havkart/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NameAndSaveFormProps {
  readonly className: string;
  /** The name field's label. */
  readonly label: string;
  /** The save button's text. */
  readonly submitLabel: string;
  /** Test ids of the name field and the save button. */
  readonly testIds: { readonly name: string; readonly submit: string };
  /** Saves under the name, trimmed and checked; the field empties afterwards. */
  readonly onSave: (name: string) => void;
}

/** A name field and a save button; a missing or overlong name is said once save is pressed. */
export function NameAndSaveForm(props: NameAndSaveFormProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = favouriteNameProblem(name);
  const shown = tried ? problem : null;
  return (
    <form
      className={props.className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem) return;
        props.onSave(name.trim());
        setName('');
        setTried(false);
      }}
    >
      <label>
        {props.label}
        <input
          type="text"
          value={name}
          // A little past the limit, so an overlong name is seen and named, not cut silently.
          maxLength={FAVOURITE_NAME_MAX + 20}
          aria-invalid={shown !== null}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
          data-testid={props.testIds.name}
        />
      </label>
      {shown && (
        <span id={errorId} className="field-error" role="alert">
          {shown === 'required'
            ? t('validation.Required field')
            : t('validation.Too many characters')}
        </span>
      )}
      <button type="submit" className="button" data-testid={props.testIds.submit}>
        {props.submitLabel}
      </button>
    </form>
  );
}
