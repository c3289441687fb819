import type { Language } from '@havkart/domain';
import { ArrowUp, Trash2 } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CheckInput, TextInput } from '../registration/fields.js';
import type {
  Localized,
  NoticeType,
  StoredGlobalDeskNotification,
  StoredHowtoCard,
  StoredNewsItem,
} from './content.rules.js';

/** The message to show under the field at `path`, if any. */
export type ErrorFor = (path: string) => string | undefined;

const LANGUAGES: readonly Language[] = ['nb-NO', 'en-US'];
const NOTICE_TYPES: readonly NoticeType[] = ['info', 'warning', 'error', 'success'];

interface LocalizedInputProps {
  readonly path: string;
  readonly label: string;
  readonly value: Localized;
  readonly onChange: (value: Localized) => void;
  readonly errorFor: ErrorFor;
  readonly multiline?: boolean;
}

/** One text in both languages: a field each, labelled with the language. */
export function LocalizedInput({
  path,
  label,
  value,
  onChange,
  errorFor,
  multiline,
}: LocalizedInputProps) {
  const { t } = useTranslation();
  return (
    <>
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          name={`${path}.${language}`}
          label={t(`admin.content.inLanguage.${language}`, { label })}
          value={value[language]}
          onChange={(text) => onChange({ ...value, [language]: text })}
          error={errorFor(`${path}.${language}`)}
          multiline={multiline}
        />
      ))}
    </>
  );
}

function UrlInput(props: {
  path: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  errorFor: ErrorFor;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      name={props.path}
      label={props.label}
      description={t('admin.content.urlHint')}
      value={props.value ?? ''}
      // An empty field means no image or link, which the server stores as null.
      onChange={(text) => props.onChange(text.trim() === '' ? null : text.trim())}
      error={props.errorFor(props.path)}
    />
  );
}

interface DeskFieldsProps<T extends StoredGlobalDeskNotification> {
  readonly path: string;
  readonly title: string;
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly errorFor: ErrorFor;
  /** Only an app's own notification can replace the global one. */
  readonly override?: { checked: boolean; onChange: (checked: boolean) => void };
}

/** A desk notification: shown or not, its type and its text in both languages. */
export function DeskFields<T extends StoredGlobalDeskNotification>(props: DeskFieldsProps<T>) {
  const { t } = useTranslation();
  const { path, value, onChange, errorFor } = props;
  return (
    <fieldset className="form-section" data-testid={`content-${path}`}>
      <legend className="form-label">{props.title}</legend>
      <CheckInput
        name={`${path}.show`}
        checked={value.show}
        onChange={(show) => onChange({ ...value, show })}
      >
        {t('admin.content.show')}
      </CheckInput>
      {props.override && (
        <CheckInput
          name={`${path}.override`}
          checked={props.override.checked}
          onChange={props.override.onChange}
        >
          {t('admin.content.override')}
        </CheckInput>
      )}
      <label className="form-field">
        <span className="form-label">{t('admin.content.type')}</span>
        <select
          className="form-input"
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as NoticeType })}
        >
          {NOTICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.content.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <LocalizedInput
        path={`${path}.text`}
        label={t('admin.content.text')}
        value={value.text}
        onChange={(text) => onChange({ ...value, text })}
        errorFor={errorFor}
        multiline
      />
    </fieldset>
  );
}

interface ItemActionsProps {
  readonly onRemove: () => void;
  readonly onMoveUp?: () => void;
}

function ItemActions({ onRemove, onMoveUp }: ItemActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="record-actions">
      {onMoveUp && (
        <Button className="form-button form-button--quiet" onPress={onMoveUp}>
          <ArrowUp aria-hidden size={18} />
          {t('admin.content.moveUp')}
        </Button>
      )}
      <Button className="form-button form-button--danger" onPress={onRemove}>
        <Trash2 aria-hidden size={18} />
        {t('admin.content.remove')}
      </Button>
    </div>
  );
}

interface NewsFieldsProps extends ItemActionsProps {
  readonly index: number;
  readonly item: StoredNewsItem;
  readonly onChange: (item: StoredNewsItem) => void;
  readonly errorFor: ErrorFor;
}

/** Every field of one news item (spec 01 §3). */
export function NewsFields({ index, item, onChange, errorFor, ...actions }: NewsFieldsProps) {
  const { t } = useTranslation();
  const path = `news.${index}`;
  const text = (name: 'headline' | 'leadText' | 'bodyText' | 'linkText', multiline = false) => (
    <LocalizedInput
      path={`${path}.${name}`}
      label={t(`admin.content.${name}`)}
      value={item[name]}
      onChange={(value) => onChange({ ...item, [name]: value })}
      errorFor={errorFor}
      multiline={multiline}
    />
  );
  const flag = (name: 'active' | 'loginRequired' | 'showOnce') => (
    <CheckInput
      name={`${path}.${name}`}
      checked={item[name]}
      onChange={(checked) => onChange({ ...item, [name]: checked })}
    >
      {t(`admin.content.${name}`)}
    </CheckInput>
  );
  return (
    <fieldset className="form-section content-item" data-testid="content-news-item">
      <legend className="form-label">
        {t('admin.content.newsItem', { number: index + 1, id: item.id })}
      </legend>
      <TextInput
        name={`${path}.id`}
        label={t('admin.content.id')}
        description={t('admin.content.idHint')}
        value={item.id}
        onChange={(id) => onChange({ ...item, id })}
        error={errorFor(`${path}.id`)}
      />
      {flag('active')}
      {flag('loginRequired')}
      {flag('showOnce')}
      {text('headline')}
      {text('leadText', true)}
      {text('bodyText', true)}
      <UrlInput
        path={`${path}.image`}
        label={t('admin.content.image')}
        value={item.image}
        onChange={(image) => onChange({ ...item, image })}
        errorFor={errorFor}
      />
      <UrlInput
        path={`${path}.link`}
        label={t('admin.content.link')}
        value={item.link}
        onChange={(link) => onChange({ ...item, link })}
        errorFor={errorFor}
      />
      {text('linkText')}
      <ItemActions {...actions} />
    </fieldset>
  );
}

interface HowtoFieldsProps extends ItemActionsProps {
  readonly index: number;
  readonly card: StoredHowtoCard;
  readonly onChange: (card: StoredHowtoCard) => void;
  readonly errorFor: ErrorFor;
}

/** One getting-started card: title, text and an optional illustration. */
export function HowtoFields({ index, card, onChange, errorFor, ...actions }: HowtoFieldsProps) {
  const { t } = useTranslation();
  const path = `howtoCards.${index}`;
  return (
    <fieldset className="form-section content-item" data-testid="content-howto-card">
      <legend className="form-label">
        {t('admin.content.howtoCard', { number: index + 1, id: card.id })}
      </legend>
      <TextInput
        name={`${path}.id`}
        label={t('admin.content.id')}
        description={t('admin.content.idHint')}
        value={card.id}
        onChange={(id) => onChange({ ...card, id })}
        error={errorFor(`${path}.id`)}
      />
      <LocalizedInput
        path={`${path}.title`}
        label={t('admin.content.cardTitle')}
        value={card.title}
        onChange={(title) => onChange({ ...card, title })}
        errorFor={errorFor}
      />
      <LocalizedInput
        path={`${path}.body`}
        label={t('admin.content.cardBody')}
        value={card.body}
        onChange={(body) => onChange({ ...card, body })}
        errorFor={errorFor}
        multiline
      />
      <UrlInput
        path={`${path}.image`}
        label={t('admin.content.image')}
        value={card.image}
        onChange={(image) => onChange({ ...card, image })}
        errorFor={errorFor}
      />
      <ItemActions {...actions} />
    </fieldset>
  );
}
