// The zone form's filter inputs (R21.01): flag states picked from a list and shown as
// removable chips, MMSI categories and ship types as check boxes. Nothing chosen takes every
// vessel, which the legends say.
import type { Language, MmsiCategory, ShipTypeCategory } from '@havkart/domain';
import { shipTypeCategoryText } from '@havkart/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './zone-alerts.css';
import {
  countryName,
  countryOptions,
  MMSI_CATEGORY_OPTIONS,
  SHIP_TYPE_OPTIONS,
  toggled,
  withCountry,
  type ZoneFilters,
} from './zone-filters.js';

export const MMSI_CATEGORY_KEYS = {
  official: 'zoneAlerts.mmsiOfficial',
  other: 'zoneAlerts.mmsiOther',
  unofficial: 'zoneAlerts.mmsiUnofficial',
} as const satisfies Record<MmsiCategory, string>;

export function ZoneFilterFields(props: {
  value: ZoneFilters;
  onChange: (value: ZoneFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language.startsWith('en') ? 'en-US' : 'nb-NO') as Language;
  const countries = useMemo(() => countryOptions(language), [language]);
  const { value, onChange } = props;
  return (
    <>
      <fieldset data-testid="zone-countries">
        <legend>{t('zoneAlerts.countries')}</legend>
        <select
          value=""
          aria-label={t('zoneAlerts.addCountry')}
          data-testid="zone-country-add"
          onChange={(event) =>
            onChange({
              ...value,
              countryCodes: withCountry(value.countryCodes, event.target.value),
            })
          }
        >
          <option value="">{t('zoneAlerts.addCountry')}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code} disabled={value.countryCodes.includes(code)}>
              {name}
            </option>
          ))}
        </select>
        {value.countryCodes.length > 0 && (
          <ul className="zone-chips">
            {value.countryCodes.map((code) => (
              <li key={code} data-testid="zone-country" data-code={code}>
                {countryName(code, language)}
                <button
                  type="button"
                  className="button-link"
                  aria-label={t('zoneAlerts.removeCountry', { name: countryName(code, language) })}
                  onClick={() =>
                    onChange({
                      ...value,
                      countryCodes: value.countryCodes.filter((c) => c !== code),
                    })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset data-testid="zone-mmsi-categories">
        <legend>{t('zoneAlerts.mmsiCategories')}</legend>
        {MMSI_CATEGORY_OPTIONS.map((category) => (
          <label key={category} className="check-row">
            <input
              type="checkbox"
              value={category}
              checked={value.mmsiCategories.includes(category)}
              onChange={() =>
                onChange({
                  ...value,
                  mmsiCategories: toggled(value.mmsiCategories, category, MMSI_CATEGORY_OPTIONS),
                })
              }
            />{' '}
            {t(MMSI_CATEGORY_KEYS[category])}
          </label>
        ))}
      </fieldset>
      <details className="zone-ship-types" data-testid="zone-ship-types">
        <summary>
          {t('zoneAlerts.shipTypes')}
          {value.shipTypes.length > 0 &&
            ` (${t('zoneAlerts.chosen', { count: value.shipTypes.length })})`}
        </summary>
        <fieldset aria-label={t('zoneAlerts.shipTypes')}>
          {SHIP_TYPE_OPTIONS.map((type: ShipTypeCategory) => (
            <label key={type} className="check-row">
              <input
                type="checkbox"
                value={type}
                checked={value.shipTypes.includes(type)}
                onChange={() =>
                  onChange({
                    ...value,
                    shipTypes: toggled(value.shipTypes, type, SHIP_TYPE_OPTIONS),
                  })
                }
              />{' '}
              {shipTypeCategoryText(type, language)}
            </label>
          ))}
        </fieldset>
      </details>
    </>
  );
}
