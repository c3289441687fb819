import {
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Switch,
} from 'react-aria-components';
import { isSettingAvailable, settingDefinition } from './definitions.js';
import { useSettings } from './settings.store.js';

/** A boolean setting as a switch; disabled while its dependency says so (spec 01 §4). */
export function BooleanSetting(props: { id: string; label: string; hint?: string }) {
  const values = useSettings((state) => state.values);
  const set = useSettings((state) => state.set);
  const value = values[props.id] ?? settingDefinition(props.id)?.defaultValue;
  return (
    <Switch
      className="switch"
      isSelected={value === true}
      isDisabled={!isSettingAvailable(props.id, values)}
      onChange={(selected) => set(props.id, selected)}
      data-testid={`setting-${props.id}`}
    >
      <span className="switch-track" aria-hidden>
        <span className="switch-thumb" />
      </span>
      <span className="switch-text">
        {props.label}
        {props.hint && <span className="muted small">{props.hint}</span>}
      </span>
    </Switch>
  );
}

/** A slider setting within its definition's range. */
export function SliderSetting(props: { id: string; label: string }) {
  const definition = settingDefinition(props.id);
  const value = useSettings((state) => state.values[props.id] ?? definition?.defaultValue);
  const set = useSettings((state) => state.set);
  return (
    <Slider
      className="slider"
      minValue={definition?.min}
      maxValue={definition?.max}
      step={definition?.step}
      value={Number(value)}
      onChange={(next) => set(props.id, Number(next))}
      formatOptions={{ style: 'percent' }}
      data-testid={`setting-${props.id}`}
    >
      <div className="slider-head">
        <Label>{props.label}</Label>
        <SliderOutput />
      </div>
      <SliderTrack className="slider-track">
        <SliderThumb className="slider-thumb" />
      </SliderTrack>
    </Slider>
  );
}

/**
 * A `multiple` setting as a native select: its definition's options, each named by
 * `optionLabel`, the stored value kept as the option's own type (a number stays a number).
 */
export function SelectSetting(props: {
  id: string;
  label: string;
  optionLabel: (option: string | number) => string;
  hint?: string;
}) {
  const definition = settingDefinition(props.id);
  const value = useSettings((state) => state.values[props.id] ?? definition?.defaultValue);
  const set = useSettings((state) => state.set);
  const options = definition?.options ?? [];
  return (
    <label className="select-setting">
      <span>{props.label}</span>
      <select
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) set(props.id, chosen);
        }}
        data-testid={`setting-${props.id}`}
      >
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
      {props.hint && <span className="muted small">{props.hint}</span>}
    </label>
  );
}
