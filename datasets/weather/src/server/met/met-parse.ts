// Readers of MET Norway's Oceanforecast 2.0 and Locationforecast 2.0 `complete` answers: a
// GeoJSON Feature whose `properties.timeseries[]` holds `{time, data}`.

export class MetFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MetFormatError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

interface Step {
  time: number;
  data: Record<string, unknown>;
}

function stepsOf(document: unknown): { updatedAt: number | null; steps: Step[] } {
  if (!isRecord(document) || document.type !== 'Feature' || !isRecord(document.properties)) {
    throw new MetFormatError('not a GeoJSON Feature with properties');
  }
  const { timeseries, meta } = document.properties;
  if (!Array.isArray(timeseries)) throw new MetFormatError('properties.timeseries is not a list');
  const updated = isRecord(meta) ? Date.parse(String(meta.updated_at)) : NaN;
  const steps: Step[] = [];
  for (const step of timeseries) {
    if (!isRecord(step) || !isRecord(step.data)) continue;
    const time = Date.parse(String(step.time));
    if (Number.isFinite(time)) steps.push({ time, data: step.data });
  }
  return { updatedAt: Number.isFinite(updated) ? updated : null, steps };
}

function instant(data: Record<string, unknown>): Record<string, unknown> {
  return isRecord(data.instant) && isRecord(data.instant.details) ? data.instant.details : {};
}

export interface OceanStep {
  time: number;
  waveHeight: number | null;
  waveFromDirection: number | null;
  currentSpeed: number | null;
  currentToDirection: number | null;
}

export function parseOceanforecast(document: unknown): {
  updatedAt: number | null;
  steps: OceanStep[];
} {
  const { updatedAt, steps } = stepsOf(document);
  return {
    updatedAt,
    steps: steps.map(({ time, data }) => {
      const d = instant(data);
      return {
        time,
        waveHeight: num(d.sea_surface_wave_height),
        waveFromDirection: num(d.sea_surface_wave_from_direction),
        currentSpeed: num(d.sea_water_speed),
        currentToDirection: num(d.sea_water_to_direction),
      };
    }),
  };
}

export interface WeatherStep {
  time: number;
  windSpeed: number | null;
  windGust: number | null;
  windFromDirection: number | null;
  airTemperature: number | null;
  /** mm in the next hour; null where the step gives only 6-hour sums. */
  precipitation: number | null;
}

export function parseLocationforecast(document: unknown): {
  updatedAt: number | null;
  steps: WeatherStep[];
} {
  const { updatedAt, steps } = stepsOf(document);
  return {
    updatedAt,
    steps: steps.map(({ time, data }) => {
      const d = instant(data);
      const next = isRecord(data.next_1_hours) ? data.next_1_hours.details : undefined;
      return {
        time,
        windSpeed: num(d.wind_speed),
        windGust: num(d.wind_speed_of_gust),
        windFromDirection: num(d.wind_from_direction),
        airTemperature: num(d.air_temperature),
        precipitation: isRecord(next) ? num(next.precipitation_amount) : null,
      };
    }),
  };
}
