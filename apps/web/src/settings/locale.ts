/**
 * Texts of the unit settings (spec 01 §9): the quantities and the names of their units,
 * metres, feet, fathoms, inches and millimetres among them (checklist A41).
 */
export const unitsNbNO = {
  title: 'Enheter',
  quantity: {
    depth: 'Dybde',
    temperature: 'Temperatur',
    vesselSpeed: 'Fart for fartøy',
    waveHeight: 'Bølgehøyde',
    windSpeed: 'Vindhastighet',
    seaCurrent: 'Havstrøm',
    rain: 'Nedbør',
  },
  name: {
    m: 'Meter (m)',
    fathom: 'Favner',
    celsius: 'Celsius (°C)',
    fahrenheit: 'Fahrenheit (°F)',
    knots: 'Knop',
    kmh: 'Kilometer i timen (km/t)',
    ft: 'Fot (ft)',
    mps: 'Meter per sekund (m/s)',
    mph: 'Miles i timen (mph)',
    beaufort: 'Beaufort',
    mm: 'Millimeter (mm)',
    in: 'Tommer (in)',
  },
};

export const unitsEnUS: typeof unitsNbNO = {
  title: 'Units',
  quantity: {
    depth: 'Depth',
    temperature: 'Temperature',
    vesselSpeed: 'Vessel speed',
    waveHeight: 'Wave height',
    windSpeed: 'Wind speed',
    seaCurrent: 'Sea current',
    rain: 'Rain',
  },
  name: {
    m: 'Metres (m)',
    fathom: 'Fathoms',
    celsius: 'Celsius (°C)',
    fahrenheit: 'Fahrenheit (°F)',
    knots: 'Knots',
    kmh: 'Kilometres per hour (km/h)',
    ft: 'Feet (ft)',
    mps: 'Metres per second (m/s)',
    mph: 'Miles per hour (mph)',
    beaufort: 'Beaufort',
    mm: 'Millimetres (mm)',
    in: 'Inches (in)',
  },
};
