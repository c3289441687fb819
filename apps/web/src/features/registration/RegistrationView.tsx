import { ShellLink } from '../../shell/ShellLink.js';
import type { RegistrationField } from '@havkart/domain';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import { apiClient } from '../../api/client.js';
import { CheckInput, TextInput, useFieldMessage, type FieldMessage } from './fields.js';
import {
  activationState,
  checkRegistration,
  EMPTY_REGISTRATION,
  submitRegistration,
  type ActivationState,
  type RegistrationForm,
  type RegistrationOutcome,
} from './registration-form.js';

type Errors = Partial<Record<RegistrationField, FieldMessage>>;

function ActivationLanding({ state }: { state: ActivationState }) {
  const { t } = useTranslation();
  const good = state === 'activated' || state === 'exists';
  const Icon = good ? CircleCheck : CircleAlert;
  return (
    <section className="form-outcome" role="status" data-testid="activation-landing">
      <h2>
        <Icon aria-hidden size={20} /> {t(`registration.${state}`)}
      </h2>
      <p>{t(`registration.${state}Text`)}</p>
      {good ? (
        <Link to="/applications">{t('registration.applyForAccess')}</Link>
      ) : (
        <Link to="/registration">{t('registration.toForm')}</Link>
      )}
    </section>
  );
}

function Outcome({
  outcome,
  email,
  onAgain,
}: {
  outcome: 'created' | 'existsNotActivated' | 'userExists' | 'tooSoon';
  email: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="form-outcome" role="status" data-testid="registration-outcome">
      <h2>
        <MailCheck aria-hidden size={20} /> {t(`registration.${outcome}`)}
      </h2>
      <p>{t(`registration.${outcome}Text`, { email })}</p>
      <Button className="form-button form-button--quiet" onPress={onAgain}>
        {t('registration.registerAnother')}
      </Button>
    </section>
  );
}

/** `/registration`: the form (spec 01 §4, §5) and the activation link's landing. */
export default function RegistrationView() {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const location = useLocation();
  const landing = activationState(location.search);
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  if (landing) return <ActivationLanding state={landing} />;
  if (outcome && outcome.kind !== 'invalid' && outcome.kind !== 'failed') {
    return (
      <Outcome
        outcome={outcome.kind}
        email={form.email.trim()}
        onAgain={() => {
          setOutcome(null);
          setForm(EMPTY_REGISTRATION);
          setTried(false);
          setErrors({});
        }}
      />
    );
  }

  // Once the user has tried to send, errors follow every keystroke.
  const update = <K extends keyof RegistrationForm>(field: K, value: RegistrationForm[K]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (tried) setErrors(checkRegistration(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setSending(true);
    const result = await submitRegistration(apiClient, form);
    setSending(false);
    setOutcome(result);
    if (result.kind === 'invalid') {
      setErrors(result.fields);
      summary.current?.focus();
    } else setErrors({});
  };

  const field = (name: RegistrationField) => ({
    name,
    label: t(`registration.${name}`),
    error: message(errors[name]),
  });
  const text = (name: Exclude<RegistrationField, 'acceptTerms'>) => ({
    ...field(name),
    value: form[name],
    onChange: (value: string) => update(name, value),
  });

  return (
    <Form
      className="form"
      onSubmit={onSubmit}
      validationBehavior="aria"
      data-testid="registration-form"
    >
      <p>{t('registration.intro')}</p>
      {Object.keys(errors).length > 0 && (
        <p ref={summary} tabIndex={-1} className="form-error" role="alert">
          {t('registration.fixErrors')}
        </p>
      )}
      <TextInput
        {...text('email')}
        type="email"
        autoComplete="email"
        description={t('registration.emailHint')}
      />
      <TextInput {...text('firstName')} autoComplete="given-name" />
      <TextInput {...text('lastName')} autoComplete="family-name" />
      <div className="form-row">
        <TextInput {...text('countryCode')} type="tel" autoComplete="tel-country-code" />
        <TextInput {...text('phone')} type="tel" autoComplete="tel-national" inputMode="tel" />
      </div>
      <TextInput
        {...text('password')}
        type="password"
        autoComplete="new-password"
        description={t('registration.passwordHint')}
      />
      <TextInput {...text('confirmPassword')} type="password" autoComplete="new-password" />
      <CheckInput
        {...field('acceptTerms')}
        checked={form.acceptTerms}
        onChange={(checked) => update('acceptTerms', checked)}
      >
        {t('registration.acceptTerms')}
      </CheckInput>
      <p>
        <ShellLink to="/terms" data-testid="terms-link">
          {t('registration.readTerms')}
        </ShellLink>
      </p>
      {outcome?.kind === 'failed' && <ErrorDisplay error={outcome.error} />}
      <Button type="submit" className="form-button" isDisabled={sending}>
        {sending ? t('registration.sending') : t('registration.submit')}
      </Button>
    </Form>
  );
}
