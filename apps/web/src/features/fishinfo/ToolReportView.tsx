// `/toolreport` (spec 01 §2, §4; R24.01, R24.02): a sensor report for users who may report
// sensors, else a fishing-facility report with its four kinds, else nothing. A report that
// cannot go is queued; one the server refuses keeps what the user typed.
import {
  FACILITY_CHANGE_KINDS,
  TOOL_TYPE_CODES,
  toolReportKind,
  type FacilityChangeKind,
  type FieldErrors,
} from '@havkart/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadProfiles, useSignedInLoad } from '../applications/session.js';
import { serverFieldErrors, TextInput, useFieldMessage } from '../registration/fields.js';
import '../registration/forms.css';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { showToast } from '../../shell/toasts.js';
import { PositionFields } from './PositionFields.js';
import { NoteAndSend, ReportTimeField, SignInFirst } from './ReportFormParts.js';
import { sendReport } from './report-queue.js';
import { toolTypeLabel } from './tool-type-label.js';
import {
  facilityFields,
  facilityReport,
  localNow,
  sensorReport,
  type FacilityDraft,
  type FormResult,
  type PositionDraft,
  type SensorDraft,
} from './report-form.rules.js';
import './fishinfo.css';

type Errors = Record<string, string | undefined>;

/** Sends a checked report; tells the user what became of it. */
function useSubmit(onSent: () => void) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (result: FormResult) => {
    setFailed(null);
    if (!result.ok) {
      setErrors(translate(result.errors, message));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const outcome = await sendReport(result.request);
      if (outcome.outcome === 'sent') {
        showToast({ title: t('fishinfo.sent'), tone: 'success' });
        onSent();
      } else if (outcome.outcome === 'queued') {
        showToast({ title: t('fishinfo.queued') });
        onSent();
      } else {
        const fields = serverFieldErrors(outcome.error);
        if (Object.keys(fields).length > 0) {
          setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, message(m)])));
        } else setFailed(outcome.message);
      }
    } finally {
      setBusy(false);
    }
  };
  return { errors, failed, busy, submit };
}

function translate(errors: FieldErrors, message: ReturnType<typeof useFieldMessage>): Errors {
  return Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, message(m)]));
}

const newId = () => crypto.randomUUID();
const blankPosition: PositionDraft = { lat: '', lon: '' };

export function FacilityForm(props: { initial?: Partial<FacilityDraft>; onSent: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FacilityDraft>({
    kind: 'deployed',
    toolTypeCode: 'NETS',
    positions: [blankPosition],
    time: localNow(),
    toolId: '',
    netLength: '',
    comment: '',
    ...props.initial,
  });
  const { errors, failed, busy, submit } = useSubmit(props.onSent);
  const fields = facilityFields(draft.kind);
  const set = <K extends keyof FacilityDraft>(key: K, value: FacilityDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const timeField = {
    deployed: 'setupTime',
    lost: 'lostTime',
    reset: 'resetTime',
    retrieved: 'removedTime',
  }[draft.kind];
  return (
    <form
      className="fishinfo-form"
      data-testid="facility-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(facilityReport(draft, newId(), new Date()));
      }}
    >
      <label className="form-field">
        <span className="form-label">{t('fishinfo.kindLabel')}</span>
        <select
          name="kind"
          className="form-input"
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as FacilityChangeKind)}
        >
          {FACILITY_CHANGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`fishinfo.kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {fields.toolTypeCode && (
        <label className="form-field">
          <span className="form-label">{t('fishinfo.toolType')}</span>
          <select
            name="toolTypeCode"
            className="form-input"
            value={draft.toolTypeCode}
            onChange={(event) => set('toolTypeCode', event.target.value)}
          >
            {TOOL_TYPE_CODES.map((code) => (
              <option key={code} value={code}>
                {toolTypeLabel(t, code)}
              </option>
            ))}
          </select>
          {errors['toolTypeCode'] && <span className="form-error">{errors['toolTypeCode']}</span>}
        </label>
      )}
      {fields.toolId && (
        <TextInput
          name="toolId"
          label={t('fishinfo.toolId')}
          value={draft.toolId}
          onChange={(value) => set('toolId', value)}
          error={errors['toolId']}
        />
      )}
      {fields.geometry && (
        <PositionFields
          positions={draft.positions}
          onChange={(positions) => set('positions', positions)}
          error={errors['geometry']}
        />
      )}
      <ReportTimeField
        name="time"
        label={t('fishinfo.time')}
        value={draft.time}
        onChange={(value) => set('time', value)}
        error={errors[timeField]}
      />
      {fields.netLength && (
        <TextInput
          name="netLength"
          label={t('fishinfo.netLength')}
          inputMode="numeric"
          value={draft.netLength}
          onChange={(value) => set('netLength', value)}
          error={errors['netLength']}
        />
      )}
      <NoteAndSend
        name="comment"
        label={t('fishinfo.comment')}
        value={draft.comment}
        onChange={(value) => set('comment', value)}
        error={errors['comment']}
        failed={failed !== null}
        message={failed ?? undefined}
        busy={busy}
      />
    </form>
  );
}

export function SensorForm(props: { onSent: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SensorDraft>({
    sensorId: '',
    positions: [blankPosition],
    time: localNow(),
    comment: '',
  });
  const { errors, failed, busy, submit } = useSubmit(props.onSent);
  const set = <K extends keyof SensorDraft>(key: K, value: SensorDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form
      className="fishinfo-form"
      data-testid="sensor-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(sensorReport(draft, newId(), new Date()));
      }}
    >
      <TextInput
        name="sensorId"
        label={t('fishinfo.sensorId')}
        value={draft.sensorId}
        onChange={(value) => set('sensorId', value)}
        error={errors['sensorId']}
      />
      <PositionFields
        positions={draft.positions}
        onChange={(positions) => set('positions', positions)}
        error={errors['geometry']}
      />
      <ReportTimeField
        name="time"
        label={t('fishinfo.time')}
        value={draft.time}
        onChange={(value) => set('time', value)}
        error={errors['setupTime']}
      />
      <NoteAndSend
        name="comment"
        label={t('fishinfo.comment')}
        value={draft.comment}
        onChange={(value) => set('comment', value)}
        error={errors['comment']}
        failed={failed !== null}
        message={failed ?? undefined}
        busy={busy}
      />
    </form>
  );
}

export default function ToolReportView() {
  const { t } = useTranslation();
  const go = useShellNavigate();
  const [params] = useSearchParams();
  const [loaded] = useSignedInLoad(loadProfiles, 'profiles');
  if (loaded === null) {
    return <SignInFirst />;
  }
  if (loaded.state === 'loading') return null;
  const kind = loaded.state === 'ready' ? toolReportKind(loaded.value) : null;
  if (kind === 'sensor') return <SensorForm onSent={() => go('/sensors')} />;
  if (kind === 'fishingFacility') {
    const initialKind = params.get('kind');
    const initial: { -readonly [K in keyof FacilityDraft]?: FacilityDraft[K] } = {};
    if (initialKind && (FACILITY_CHANGE_KINDS as readonly string[]).includes(initialKind)) {
      initial.kind = initialKind as FacilityChangeKind;
    }
    const toolId = params.get('toolId');
    if (toolId) initial.toolId = toolId;
    const toolType = params.get('toolTypeCode');
    if (toolType) initial.toolTypeCode = toolType;
    return <FacilityForm initial={initial} onSent={() => go('/tools')} />;
  }
  return <p className="muted">{t('fishinfo.noReportAccess')}</p>;
}
