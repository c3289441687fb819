// The datasets' texts in both interface languages.
import type { Language, ToolType } from '@havkart/domain';

const TOOL_NAMES_NB: Record<ToolType, string> = {
  nets: 'Garn',
  longline: 'Line',
  crabpot: 'Teine',
  danishPurseSeine: 'Snurrevad',
  generic: 'Annet redskap',
  mooringSystem: 'Fortøyningssystem',
  seismicSurveys: 'Seismikk',
  sensorBuoy: 'Sensorbøye',
  sensorCable: 'Sensorkabel',
  plannedCableLaying: 'Planlagt kabellegging',
  unprotectedCable: 'Ubeskyttet kabel',
  unknown: 'Ukjent',
};

const TOOL_NAMES_EN: Record<ToolType, string> = {
  nets: 'Nets',
  longline: 'Longline',
  crabpot: 'Crab pot',
  danishPurseSeine: 'Danish purse seine',
  generic: 'Generic/other',
  mooringSystem: 'Mooring system',
  seismicSurveys: 'Seismic surveys',
  sensorBuoy: 'Sensor buoy',
  sensorCable: 'Sensor cable',
  plannedCableLaying: 'Planned cable laying',
  unprotectedCable: 'Unprotected cable',
  unknown: 'Unknown',
};

const prefixed = (names: Record<ToolType, string>) =>
  Object.fromEntries(Object.entries(names).map(([k, v]) => [`tool.${k}`, v]));

export const STRINGS = {
  'nb-NO': {
    name: 'Redskap',
    lostName: 'Tapte redskap',
    'field.type': 'Type',
    'field.netLength': 'Garnlengde',
    'field.setup': 'Satt ut',
    'field.lost': 'Tapt',
    'field.vessel': 'Fartøy',
    'field.callSign': 'Kallesignal',
    'field.count': 'Antall',
    notInMap: 'Redskapet er ikke i kartet',
    lost: 'Tapt redskap',
    'filter.toolTypes': 'Redskapstyper',
    'legend.source': 'Kilde: BarentsWatch FiskInfo',
    demoData: 'Demodata: oppdiktede redskap, ikke til fiske eller navigasjon',
    ...prefixed(TOOL_NAMES_NB),
  },
  'en-US': {
    name: 'Fishing gear',
    lostName: 'Lost fishing gear',
    'field.type': 'Type',
    'field.netLength': 'Net length',
    'field.setup': 'Set',
    'field.lost': 'Lost',
    'field.vessel': 'Vessel',
    'field.callSign': 'Call sign',
    'field.count': 'Count',
    notInMap: 'The fishing facility is not in the map',
    lost: 'Lost fishing gear',
    'filter.toolTypes': 'Tool types',
    'legend.source': 'Source: BarentsWatch FiskInfo',
    demoData: 'Demo data: made-up gear, not for fishing or navigation',
    ...prefixed(TOOL_NAMES_EN),
  },
} as const satisfies Record<Language, Record<string, string>>;

export function text(language: Language, key: string): string {
  return (STRINGS[language] as Record<string, string>)[key] ?? key;
}

export function toolTypeName(language: Language, type: unknown): string {
  return text(language, `tool.${typeof type === 'string' ? type : 'unknown'}`);
}
