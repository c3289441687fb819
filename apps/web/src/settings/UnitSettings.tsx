import { UNIT_SETTINGS, type UnitQuantity } from '@havkart/domain';
import { useTranslation } from 'react-i18next';
import type { unitsNbNO } from './locale.js';
import { settingDefinition } from './definitions.js';
import { useSettings } from './settings.store.js';

type UnitNameKey = keyof typeof unitsNbNO.name;

/** Unit ids with a slash get a plain text key. */
const NAME_KEY: Readonly<Record<string, UnitNameKey>> = { 'km/h': 'kmh', 'm/s': 'mps' };

/** The text key of a unit's name. */
export function unitNameKey(unit: string): UnitNameKey {
  return NAME_KEY[unit] ?? (unit as UnitNameKey);
}

/** The quantities on screen: those whose unit setting is `shown` (definitions.ts says why). */
const QUANTITIES = (Object.keys(UNIT_SETTINGS) as UnitQuantity[]).filter(
  (quantity) => settingDefinition(`${quantity}Unit`)?.shown === true,
);

/**
 * One choice per quantity of spec 01 §9 that something follows, each saved as the
 * `{quantity}Unit` setting (depth redraws its numbers, spec 02 §4; vessel speeds convert).
 */
export function UnitSettings() {
  const { t } = useTranslation();
  const values = useSettings((state) => state.values);
  const set = useSettings((state) => state.set);
  return (
    <section aria-labelledby="settings-units" className="settings-group">
      <h3 id="settings-units" className="group-label">
        {t('units.title')}
      </h3>
      <div className="unit-settings">
        {QUANTITIES.map((quantity) => {
          const id = `${quantity}Unit`;
          const value = values[id] ?? settingDefinition(id)?.defaultValue;
          return (
            <label key={quantity} className="unit-setting">
              <span>{t(`units.quantity.${quantity}`)}</span>
              <select
                value={String(value)}
                onChange={(event) => set(id, event.target.value)}
                data-testid={`setting-${id}`}
              >
                {UNIT_SETTINGS[quantity].units.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`units.name.${unitNameKey(unit)}`)}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
    </section>
  );
}
