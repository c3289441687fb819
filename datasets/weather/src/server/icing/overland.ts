// Spray icing on a vessel from wind, air and sea temperature: Overland's icing predictor.
//
// Overland, J. E., Pease, C. H., Preisendorfer, R. W. and Comiskey, A. L. (1986): "Prediction
// of vessel icing", Journal of Climate and Applied Meteorology 25, 1793–1806:
//   PPR = Va · (Tf − Ta) / (1 + 0.3 · (Tw − Tf))
// with Va the wind speed (m/s), Ta the air and Tw the sea temperature (°C) and Tf the freezing
// point of sea water, −1.7 °C. The icing rate in cm/h from PPR is the cubic fit of
// Overland, J. E. (1990): "Prediction of vessel icing for near-freezing sea temperatures",
// Weather and Forecasting 5, 62–77:
//   rate = A · PPR + B · PPR² + C · PPR³
// That paper's classes (PPR < 0 none, 0–22.4 light, 22.4–53.3 moderate, 53.3–83.0 heavy,
// above extreme) are given here for reference; the map uses the bands of spec 02 §9 on the
// rate (`icingBand` in @havkart/domain).

/** Freezing point of sea water, °C. */
export const SEA_WATER_FREEZING_C = -1.7;
/** Weight of the sea's warmth above freezing in the predictor's denominator, 1/°C. */
export const SEA_WARMTH_WEIGHT = 0.3;
/** Coefficients of the rate (cm/h) as a cubic in PPR. */
export const RATE_A = 2.73e-2;
export const RATE_B = 2.91e-4;
export const RATE_C = 1.84e-6;
/** Overland (1990)'s class limits on PPR, lower bounds: light, moderate, heavy, extreme. */
export const PPR_CLASS_FROM = { light: 0, moderate: 22.4, heavy: 53.3, extreme: 83 } as const;

/** The icing predictor PPR (m °C / s); 0 where the air is no colder than freezing sea water. */
export function icingPredictor(windSpeed: number, airTemperature: number, seaTemperature: number) {
  const chill = SEA_WATER_FREEZING_C - airTemperature;
  if (!(chill > 0) || !(windSpeed > 0)) return 0;
  // Sea colder than its freezing point is ice, not spray: it counts as at freezing.
  const warmth = Math.max(0, seaTemperature - SEA_WATER_FREEZING_C);
  return (windSpeed * chill) / (1 + SEA_WARMTH_WEIGHT * warmth);
}

/** Spray icing rate, cm/h, from wind (m/s), air and sea temperature (°C); 0 for no icing. */
export function sprayIcingRate(windSpeed: number, airTemperature: number, seaTemperature: number) {
  const ppr = icingPredictor(windSpeed, airTemperature, seaTemperature);
  return RATE_A * ppr + RATE_B * ppr * ppr + RATE_C * ppr * ppr * ppr;
}
