/**
 * Sea and weather at one place and time, SI units. Directions are degrees clockwise from
 * north: waves and wind as forecasts give them, the direction they come FROM; currents the
 * direction they go TO (as MET Oceanforecast's `sea_water_to_direction`).
 */
export interface Conditions {
  /** Significant wave height, m; 0 on land. */
  waveHeight: number;
  waveFromDirection: number;
  /** Peak wave period, s. */
  wavePeriod: number;
  windSpeed: number;
  windGust: number;
  windFromDirection: number;
  /** m/s; 0 on land. */
  currentSpeed: number;
  currentToDirection: number;
  /** Precipitation, mm in the hour. */
  precipitation: number;
  /** Air temperature 2 m above ground, °C. */
  airTemperature: number;
}
