import type { ValidationMessage } from '@havkart/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { isApiError } from '../../api/api-error.js';
import './forms.css';

/** A field's message: a spec rule's answer (translated), or the server's own words. */
export type FieldMessage = ValidationMessage | { readonly server: string };

/** The message in the user's language; server words that are a rule's answer are translated. */
export function useFieldMessage(): (message: FieldMessage | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (message === undefined) return undefined;
    if (typeof message === 'string') return t(`validation.${message}`);
    const key = `validation.${message.server}`;
    return i18n.exists(key) ? t(key as `validation.${ValidationMessage}`) : message.server;
  };
}

/**
 * The field errors of a 400 problem document (`{"body.phone": ["Not a mobile phone
 * number"]}`), by field name; empty for anything else.
 */
export function serverFieldErrors(error: unknown): Record<string, FieldMessage> {
  if (!isApiError(error) || error.status !== 400 || !error.errors) return {};
  const fields: Record<string, FieldMessage> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first !== undefined) fields[path.replace(/^body\./, '')] = { server: first };
  }
  return fields;
}

interface TextInputProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly description?: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

/**
 * A labelled text field whose error (when there is one) is linked to the input by
 * aria-describedby and marks it aria-invalid, as React Aria wires it.
 */
export function TextInput(props: TextInputProps) {
  const { name, label, value, onChange, error, description, type = 'text', multiline } = props;
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      type={multiline ? undefined : type}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      className="form-field"
    >
      <Label className="form-label">{label}</Label>
      {multiline ? <TextArea className="form-input" rows={4} /> : <Input className="form-input" />}
      {description !== undefined && (
        <Text slot="description" className="form-hint">
          {description}
        </Text>
      )}
      <FieldError className="form-error">{error}</FieldError>
    </TextField>
  );
}

interface CheckInputProps {
  readonly name: string;
  readonly children: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
}

/** A checkbox with its error below, linked by aria-describedby. */
export function CheckInput({ name, children, checked, onChange, error }: CheckInputProps) {
  const errorId = `${name}-error`;
  return (
    <div className="form-field">
      <Checkbox
        name={name}
        isSelected={checked}
        onChange={onChange}
        isInvalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        className="form-checkbox"
      >
        <span className="form-checkbox__box" aria-hidden>
          {checked ? '✓' : ''}
        </span>
        {children}
      </Checkbox>
      {error !== undefined && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
