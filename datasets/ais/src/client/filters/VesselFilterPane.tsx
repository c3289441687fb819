// The vessel filter pane (spec 02 §3): switches for old positions and favourites, option
// lists with the number of loaded vessels per option, and the MMSI list. Changes go back to
// the framework through `onChange` in its own filter shape.
import {
  navigationalStatusText,
  shipTypeCategoryText,
  type Language,
  type ShipTypeCategory,
} from '@havkart/domain';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Input,
  Label,
  Switch,
  Text,
  TextField,
} from 'react-aria-components';
import { ALL_OTHER, type VesselFilterId } from './definitions.js';
import { vesselFilterCounts } from './counts.js';
import { getVesselFilterInputs, subscribeVesselFilterInputs } from './inputs.js';
import { parseMmsiList } from './mmsi-list.js';
import { mmsiCategoryOptions, shipTypeFilterOptions } from './options.js';
import { effectiveVesselFilters, withVesselFilter, type FilterState } from './state.js';
import { filterText } from './strings.js';
import { useLanguage } from './use-language.js';

export interface VesselFilterPaneProps {
  readonly filters: readonly FilterState[];
  readonly onChange?: (filters: FilterState[]) => void;
}

interface Option {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

const box = {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  lineHeight: '1em',
  textAlign: 'center',
  border: '1px solid currentColor',
  borderRadius: 3,
  marginInlineEnd: 6,
} as const;

function OptionGroup(props: {
  id: VesselFilterId;
  title: string;
  options: readonly Option[];
  selected: readonly string[];
  clearLabel: string;
  onChange: (keys: string[]) => void;
  scroll?: boolean;
}): ReactNode {
  return (
    <CheckboxGroup
      className="vessel-filter-group"
      data-testid={`vessel-filter-${props.id}`}
      value={[...props.selected]}
      onChange={props.onChange}
    >
      <Label style={{ fontWeight: 600 }}>{props.title}</Label>
      <div style={props.scroll ? { maxHeight: '12rem', overflowY: 'auto' } : undefined}>
        {props.options.map((option) => (
          <Checkbox
            key={option.key}
            value={option.key}
            data-testid={`vessel-filter-${props.id}-${option.key}`}
            style={{ display: 'flex', alignItems: 'center', padding: '2px 0' }}
          >
            {({ isSelected }) => (
              <>
                <span aria-hidden style={box}>
                  {isSelected ? '✓' : ''}
                </span>
                <span style={{ flex: 1 }}>{option.label}</span>
                <span className="muted" data-count={option.count}>
                  {option.count}
                </span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
      {props.selected.length > 0 && (
        <Button className="button-link" onPress={() => props.onChange([])}>
          {props.clearLabel}
        </Button>
      )}
    </CheckboxGroup>
  );
}

function countryName(code: string, language: Language): string {
  if (code === '') return filterText(language, 'filter.noCountry');
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function SwitchRow(props: {
  id: VesselFilterId;
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Switch
      className="switch"
      isSelected={props.on}
      onChange={props.onChange}
      data-testid={`vessel-filter-${props.id}`}
    >
      <span className="switch-track" aria-hidden>
        <span className="switch-thumb" />
      </span>
      <span className="switch-text">{props.label}</span>
    </Switch>
  );
}

export default function VesselFilterPane({ filters, onChange }: VesselFilterPaneProps) {
  const language = useLanguage();
  const inputs = useSyncExternalStore(subscribeVesselFilterInputs, getVesselFilterInputs);
  const values = useMemo(() => effectiveVesselFilters(filters), [filters]);
  // Counted against the clock of the latest inputs, so a count does not drift between renders.
  const counts = useMemo(
    () => vesselFilterCounts(inputs.vessels, values, { ...inputs, now: inputs.updatedAt }),
    [inputs, values],
  );
  const [mmsiText, setMmsiText] = useState(values.mmsis.join(', '));
  const mmsiResult = parseMmsiList(mmsiText);
  const t = (key: Parameters<typeof filterText>[1], v?: Record<string, string | number>) =>
    filterText(language, key, v);
  const set = (id: VesselFilterId, value: unknown) =>
    onChange?.(withVesselFilter(filters, id, value));

  const shipTypes: Option[] = shipTypeFilterOptions(inputs.app).map((key) => ({
    key,
    label:
      key === ALL_OTHER
        ? t('shipType.all_other')
        : shipTypeCategoryText(key as ShipTypeCategory, language),
    count: counts.shipTypeCategories.get(key) ?? 0,
  }));
  const mmsiCategories: Option[] = mmsiCategoryOptions(inputs.app).map((key) => ({
    key,
    label: t(`mmsiCategory.${key}`),
    count: counts.officialMmsiFilters.get(key) ?? 0,
  }));
  // Only statuses and countries that occur (or are chosen) are listed, most frequent first.
  const present = <K,>(map: ReadonlyMap<K, number>, chosen: readonly K[]) =>
    [...new Set([...map.keys(), ...chosen])].sort((a, b) => (map.get(b) ?? 0) - (map.get(a) ?? 0));
  const statuses: Option[] = present(counts.navigationalStatus, values.navigationalStatus).map(
    (code) => ({
      key: String(code),
      label: `${code} – ${navigationalStatusText(code, language) ?? ''}`,
      count: counts.navigationalStatus.get(code) ?? 0,
    }),
  );
  const countries: Option[] = present(counts.countryIds, values.countryIds).map((code) => ({
    key: code,
    label: countryName(code, language),
    count: counts.countryIds.get(code) ?? 0,
  }));

  return (
    <section
      className="vessel-filter-pane"
      data-testid="vessel-filter-pane"
      aria-label={t('filter.title')}
    >
      <p
        className="muted"
        data-testid="vessel-filter-shown"
        data-shown={counts.shown}
        data-total={counts.total}
      >
        {t('filter.shown', { shown: counts.shown, total: counts.total })}
      </p>
      <SwitchRow
        id="hideOldAis"
        label={t('filter.hideOldAis')}
        on={values.hideOldAis}
        onChange={(on) => set('hideOldAis', on)}
      />
      <SwitchRow
        id="showFavoritesOnly"
        label={t('filter.showFavoritesOnly')}
        on={values.showFavoritesOnly}
        onChange={(on) => set('showFavoritesOnly', on)}
      />
      <OptionGroup
        id="shipTypeCategories"
        title={t('filter.shipTypeCategories')}
        options={shipTypes}
        selected={values.shipTypeCategories}
        clearLabel={t('filter.clear')}
        onChange={(keys) => set('shipTypeCategories', keys)}
      />
      <OptionGroup
        id="officialMmsiFilters"
        title={t('filter.officialMmsiFilters')}
        options={mmsiCategories}
        selected={values.officialMmsiFilters}
        clearLabel={t('filter.clear')}
        onChange={(keys) => set('officialMmsiFilters', keys)}
      />
      <OptionGroup
        id="navigationalStatus"
        title={t('filter.navigationalStatus')}
        options={statuses}
        selected={values.navigationalStatus.map(String)}
        clearLabel={t('filter.clear')}
        onChange={(keys) => set('navigationalStatus', keys.map(Number))}
      />
      <OptionGroup
        id="countryIds"
        title={t('filter.countryIds')}
        options={countries}
        selected={values.countryIds}
        clearLabel={t('filter.clear')}
        onChange={(keys) => set('countryIds', keys)}
        scroll
      />
      <TextField
        data-testid="vessel-filter-mmsis"
        value={mmsiText}
        isInvalid={!mmsiResult.ok}
        onChange={(text) => {
          setMmsiText(text);
          const parsed = parseMmsiList(text);
          if (parsed.ok) set('mmsis', parsed.mmsis);
        }}
      >
        <Label style={{ fontWeight: 600 }}>{t('filter.mmsis')}</Label>
        <Input inputMode="numeric" />
        <Text slot="description">{t('filter.mmsisHelp')}</Text>
        {!mmsiResult.ok && (
          <p role="alert" className="error">
            {'invalid' in mmsiResult
              ? t('filter.mmsisInvalid', { value: mmsiResult.invalid })
              : t('filter.mmsisTooMany')}
          </p>
        )}
      </TextField>
    </section>
  );
}
