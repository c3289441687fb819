// `/registercontainer/{coordinate?}` (A74, R01.11): report a drifting container or object,
// at the coordinate in the address or at a typed position; mailed by the server.
import {
  DRIFTING_OBJECT_KINDS,
  checkContainerReport,
  parsePointCoordinate,
  type DriftingObjectKind,
} from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiClient } from '../../api/client.js';
import { useSignInToken } from '../applications/session.js';
import { serverFieldErrors, useFieldMessage } from '../registration/fields.js';
import '../registration/forms.css';
import { PositionFields } from './PositionFields.js';
import { NoteAndSend, ReportTimeField, SignInFirst } from './ReportFormParts.js';
import { CONTAINER_PATH } from './report-api.js';
import {
  localNow,
  localTimeToIso,
  typedPositions,
  type PositionDraft,
} from './report-form.rules.js';
import './fishinfo.css';

export default function RegisterContainerView() {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { coordinate } = useParams();
  const token = useSignInToken();
  const start = parsePointCoordinate(coordinate);
  const [positions, setPositions] = useState<PositionDraft[]>([
    start ? { lat: start[1].toFixed(5), lon: start[0].toFixed(5) } : { lat: '', lon: '' },
  ]);
  const [kind, setKind] = useState<DriftingObjectKind>('container');
  const [time, setTime] = useState(localNow());
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  if (!token) {
    return <SignInFirst text={t('fishinfo.container.signIn')} />;
  }
  if (state === 'sent') return <p data-testid="container-sent">{t('fishinfo.container.sent')}</p>;
  const submit = async () => {
    const [first] = typedPositions(positions.slice(0, 1));
    const body: Record<string, unknown> = {
      id: crypto.randomUUID(),
      kind,
      observedTime: localTimeToIso(time) ?? time,
      ...(first
        ? {
            geometry: first.valid
              ? { type: 'Point', coordinates: [first.lon, first.lat] }
              : { type: 'Invalid' },
          }
        : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
    };
    const problems = checkContainerReport(body, new Date());
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([f, m]) => [f, message(m)])));
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await apiClient.post(CONTAINER_PATH, body);
      setState('sent');
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, message(m)])));
      setState(Object.keys(fields).length ? 'editing' : 'failed');
    }
  };
  return (
    <form
      className="fishinfo-form"
      data-testid="container-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="muted">{t('fishinfo.container.intro')}</p>
      <label className="form-field">
        <span className="form-label">{t('fishinfo.container.kindLabel')}</span>
        <select
          name="kind"
          className="form-input"
          value={kind}
          onChange={(event) => setKind(event.target.value as DriftingObjectKind)}
        >
          {DRIFTING_OBJECT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`fishinfo.container.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <PositionFields
        positions={positions.slice(0, 1)}
        onChange={(next) => setPositions(next.slice(-1))}
        error={errors['geometry']}
      />
      <ReportTimeField
        name="observedTime"
        label={t('fishinfo.container.observedTime')}
        value={time}
        onChange={setTime}
        error={errors['observedTime']}
      />
      <NoteAndSend
        name="description"
        label={t('fishinfo.container.description')}
        value={description}
        onChange={setDescription}
        error={errors['description']}
        failed={state === 'failed'}
        busy={state === 'sending'}
      />
    </form>
  );
}
