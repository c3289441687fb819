// Texts of a vessel's coded AIS fields in both interface languages: the navigational status
// labels of spec 02 §3 and the ship-type categories of spec 02 §3.
import type { Language } from '../i18n/languages.js';
import type { ShipTypeCategory } from './ship-type.js';

/** Navigational status 0–15 (spec 02 §3 table); 9, 10 and 13 are reserved. */
const NAVIGATIONAL_STATUS: Record<Language, readonly string[]> = {
  'en-US': [
    'under way using engine',
    'at anchor',
    'not under command',
    'restricted manoeuvrability',
    'constrained by draught',
    'moored',
    'aground',
    'engaged in fishing',
    'under way sailing',
    'reserved',
    'reserved',
    'towing astern',
    'pushing or towing alongside',
    'reserved',
    'AIS-SART',
    'undefined',
  ],
  'nb-NO': [
    'underveis med motor',
    'til ankers',
    'ikke under kommando',
    'begrenset manøvreringsevne',
    'begrenset av dypgående',
    'fortøyd',
    'på grunn',
    'driver fiske',
    'underveis med seil',
    'reservert',
    'reservert',
    'sleper akterut',
    'skyver eller sleper langs siden',
    'reservert',
    'AIS-SART',
    'udefinert',
  ],
};

/** The label of a navigational status code; null for a value outside 0–15 or none. */
export function navigationalStatusText(
  code: number | null | undefined,
  language: Language,
): string | null {
  if (code == null || !Number.isInteger(code) || code < 0 || code > 15) return null;
  return NAVIGATIONAL_STATUS[language][code] ?? null;
}

const SHIP_TYPE_TEXT: Record<Language, Record<ShipTypeCategory, string>> = {
  'en-US': {
    unknown: 'Unknown',
    reserved: 'Reserved',
    wing_in_ground: 'Wing in ground',
    sar: 'Search and rescue',
    fishing: 'Fishing vessel',
    tug: 'Tug',
    dredger: 'Dredger',
    dive_vessel: 'Dive vessel',
    military_ops: 'Military operations',
    sailing_vessel: 'Sailing vessel',
    pleasure_craft: 'Pleasure craft',
    high_speed_craft: 'High-speed craft',
    pilot_vessel: 'Pilot vessel',
    port_tender: 'Port tender',
    anti_pollution: 'Anti-pollution vessel',
    law_enforce: 'Law enforcement',
    local_vessel: 'Local vessel',
    medical_trans: 'Medical transport',
    special_craft: 'Special craft',
    passenger: 'Passenger ship',
    cargo: 'Cargo ship',
    tanker: 'Tanker',
    other: 'Other',
    buoy: 'Buoy',
    wellboat: 'Wellboat',
  },
  'nb-NO': {
    unknown: 'Ukjent',
    reserved: 'Reservert',
    wing_in_ground: 'Bakkeeffektfartøy',
    sar: 'Søk og redning',
    fishing: 'Fiskefartøy',
    tug: 'Slepebåt',
    dredger: 'Mudringsfartøy',
    dive_vessel: 'Dykkerfartøy',
    military_ops: 'Militære operasjoner',
    sailing_vessel: 'Seilfartøy',
    pleasure_craft: 'Fritidsbåt',
    high_speed_craft: 'Hurtiggående fartøy',
    pilot_vessel: 'Losfartøy',
    port_tender: 'Havnefartøy',
    anti_pollution: 'Oljevernfartøy',
    law_enforce: 'Politi og oppsyn',
    local_vessel: 'Lokalt fartøy',
    medical_trans: 'Sykefartøy',
    special_craft: 'Spesialfartøy',
    passenger: 'Passasjerskip',
    cargo: 'Lasteskip',
    tanker: 'Tankskip',
    other: 'Annet',
    buoy: 'Bøye',
    wellboat: 'Brønnbåt',
  },
};

/** A ship-type category in words. */
export function shipTypeCategoryText(category: ShipTypeCategory, language: Language): string {
  return SHIP_TYPE_TEXT[language][category];
}
