// Texts of the forecast time bar.
export const forecastTimeNbNO = {
  label: 'Varseltid',
  now: 'Nå',
  play: 'Spill av',
  pause: 'Pause',
};

export const forecastTimeEnUS: typeof forecastTimeNbNO = {
  label: 'Forecast time',
  now: 'Now',
  play: 'Play',
  pause: 'Pause',
};
