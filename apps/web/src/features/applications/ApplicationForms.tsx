import {
  FISK_INFO_APPLICABLE_ROLES,
  validateAisApplication,
  validateArcticApplication,
  validateFiskInfoApplication,
  type FieldErrors,
  type UserProfiles,
} from '@havkart/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../api/ErrorDisplay.js';
import {
  serverFieldErrors,
  TextInput,
  useFieldMessage,
  type FieldMessage,
} from '../registration/fields.js';
import { hasErrors, sendApplication, type ApplicationKind } from './applications-api.js';
import { parseArea } from './area.js';
import { AreaInput } from './AreaInput.js';

type Errors = Record<string, FieldMessage | undefined>;

/** Sends one application: the shared rules first, then the server; its answers by field. */
function useSubmit(kind: ApplicationKind, onSent: () => void) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const submit = async (local: FieldErrors, body: unknown) => {
    setFailure(null);
    if (hasErrors(local)) {
      setErrors(local);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendApplication(kind, body);
      onSent();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (hasErrors(fields as FieldErrors)) setErrors(fields);
      else setFailure(error);
    } finally {
      setSending(false);
    }
  };
  return { errors, failure, sending, submit };
}

function FormFrame(props: {
  title: string;
  testId: string;
  onSubmit: () => void;
  failure: unknown;
  sending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Form
      className="form form-section"
      aria-labelledby={headingId}
      data-testid={props.testId}
      validationBehavior="aria"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <h2 id={headingId}>{props.title}</h2>
      {props.children}
      {props.failure !== null && <ErrorDisplay error={props.failure} />}
      <Button type="submit" className="form-button" isDisabled={props.sending}>
        {props.sending ? t('applications.sending') : t('applications.send')}
      </Button>
    </Form>
  );
}

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return {
    firstName: parts.slice(0, -1).join(' ') || (parts[0] ?? ''),
    lastName: parts.length > 1 ? (parts.at(-1) ?? '') : '',
  };
};

/** The restricted-AIS application (spec 01 §5: every field required). */
export function AisApplicationForm({
  profiles,
  onSent,
}: {
  profiles: UserProfiles;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [area, setArea] = useState('');
  const [fields, setFields] = useState({
    companyName: '',
    dataPurposeDescription: '',
    email: profiles.user.email ?? '',
    ...splitName(profiles.user.name),
    phone: '',
  });
  const { errors, failure, sending, submit } = useSubmit('ais', onSent);
  const parsed = parseArea(area);
  const geometry = 'geometry' in parsed ? parsed.geometry : null;
  const onSubmit = () => {
    const form = { ...fields, areaOfInterest: geometry };
    const local: FieldErrors = validateAisApplication(form);
    if ('error' in parsed) local.areaOfInterest = parsed.error;
    void submit(local, form);
  };
  const text = (
    name: keyof typeof fields,
    extra: { multiline?: boolean; type?: 'email' | 'tel' } = {},
  ) => (
    <TextInput
      name={name}
      label={t(`applications.ais.${name}`)}
      value={fields[name]}
      onChange={(value) => setFields({ ...fields, [name]: value })}
      error={message(errors[name])}
      {...extra}
    />
  );
  return (
    <FormFrame
      title={t('applications.ais.title')}
      testId="ais-application"
      onSubmit={onSubmit}
      failure={failure}
      sending={sending}
    >
      <AreaInput
        value={area}
        onChange={setArea}
        geometry={geometry}
        error={message(errors.areaOfInterest)}
      />
      {text('companyName')}
      {text('dataPurposeDescription', { multiline: true })}
      {text('email', { type: 'email' })}
      {text('firstName')}
      {text('lastName')}
      {text('phone', { type: 'tel' })}
    </FormFrame>
  );
}

/** The arctic application: the vessel's MMSI, checked against the ITU MID table. */
export function ArcticApplicationForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [mmsi, setMmsi] = useState('');
  const [comment, setComment] = useState('');
  const { errors, failure, sending, submit } = useSubmit('arctic', onSent);
  const onSubmit = () => {
    const form = { mmsi: mmsi.trim(), comment: comment.trim() || undefined };
    void submit(validateArcticApplication(form), { ...form, mmsi: Number(form.mmsi) });
  };
  return (
    <FormFrame
      title={t('applications.arctic.title')}
      testId="arctic-application"
      onSubmit={onSubmit}
      failure={failure}
      sending={sending}
    >
      <TextInput
        name="mmsi"
        label={t('applications.arctic.mmsi')}
        value={mmsi}
        onChange={setMmsi}
        inputMode="numeric"
        error={message(errors.mmsi)}
      />
      <TextInput
        name="comment"
        label={t('applications.arctic.comment')}
        value={comment}
        onChange={setComment}
        multiline
        error={message(errors.comment)}
      />
    </FormFrame>
  );
}

/** The fisk-info application: a role, and the vessel's call sign for the vessel roles. */
export function FiskInfoApplicationForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const roleId = useId();
  const [role, setRole] = useState('');
  const [callSign, setCallSign] = useState('');
  const [comment, setComment] = useState('');
  const { errors, failure, sending, submit } = useSubmit('fiskinfo', onSent);
  const onSubmit = () => {
    const form = {
      role,
      callSign: callSign.trim() || undefined,
      comment: comment.trim() || undefined,
    };
    void submit(validateFiskInfoApplication(form), form);
  };
  const roleError = message(errors.role);
  return (
    <FormFrame
      title={t('applications.fiskinfo.title')}
      testId="fiskinfo-application"
      onSubmit={onSubmit}
      failure={failure}
      sending={sending}
    >
      <div className="form-field">
        <label htmlFor={roleId} className="form-label">
          {t('applications.fiskinfo.role')}
        </label>
        <select
          id={roleId}
          className="form-input"
          value={role}
          onChange={(event) => setRole(event.target.value)}
          aria-invalid={roleError !== undefined || undefined}
          aria-describedby={roleError !== undefined ? `${roleId}-error` : undefined}
        >
          <option value="">{t('applications.fiskinfo.chooseRole')}</option>
          {FISK_INFO_APPLICABLE_ROLES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {roleError !== undefined && (
          <p id={`${roleId}-error`} className="form-error">
            {roleError}
          </p>
        )}
      </div>
      <TextInput
        name="callSign"
        label={t('applications.fiskinfo.callSign')}
        description={t('applications.fiskinfo.callSignHint')}
        value={callSign}
        onChange={setCallSign}
        error={message(errors.callSign)}
      />
      <TextInput
        name="comment"
        label={t('applications.fiskinfo.comment')}
        value={comment}
        onChange={setComment}
        multiline
        error={message(errors.comment)}
      />
    </FormFrame>
  );
}
