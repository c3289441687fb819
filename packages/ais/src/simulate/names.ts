/**
 * Ship names from word lists, in the six-bit alphabet (Æ Ø Å written AE OE AA as on AIS).
 * Combinations are what make them plausible; none is meant to name a real ship.
 */
import type { Prng } from './prng.js';

const NORSE = [
  'HAV',
  'NORD',
  'SKJAER',
  'FJORD',
  'STORM',
  'BRIS',
  'SOL',
  'VIND',
  'BOELGE',
  'KYST',
  'FJELL',
  'STJERNE',
  'ISBRE',
  'NORDLYS',
  'SKARV',
  'ORN',
  'LOM',
  'TERNE',
  'HVAL',
  'SEL',
  'TORSK',
  'SILD',
];
const NORSE_END = [
  'GLIMT',
  'BRYN',
  'FAR',
  'HAVN',
  'FJORD',
  'SKJAER',
  'VIK',
  'TIND',
  'HEIM',
  'STAD',
  'SUND',
  'TIND',
  'BAS',
  'FANGST',
  'BUEN',
  'SKJELL',
  'DRAUM',
  'BJOERN',
  'FUGL',
  'LAND',
];
const TRADE_FIRST = [
  'NORDIC',
  'BALTIC',
  'ARCTIC',
  'ATLANTIC',
  'NORTHERN',
  'POLAR',
  'COASTAL',
  'BOREAL',
  'BLUE',
  'SILVER',
  'GOLDEN',
  'OCEAN',
  'SEA',
  'STAR',
  'WESTERN',
  'EASTERN',
  'AURORA',
  'FJORD',
  'TIDE',
];
const TRADE_SECOND = [
  'TRADER',
  'CARRIER',
  'EXPRESS',
  'SPIRIT',
  'PIONEER',
  'VOYAGER',
  'BREEZE',
  'WAVE',
  'LINK',
  'HARMONY',
  'SPLENDOUR',
  'FALCON',
  'EAGLE',
  'SWAN',
  'QUEEN',
  'VENTURE',
  'FORTUNE',
  'PRIDE',
];
const TANKER_SECOND = ['BALDER', 'SPIRIT', 'NAVIGATOR', 'TEAM', 'CHEMIST', 'SUN', 'FRIDA'];
const PERSON = [
  'ASTRID',
  'INGRID',
  'SIGRID',
  'KARI',
  'LIV',
  'SOLVEIG',
  'HILDE',
  'RAGNHILD',
  'TORA',
  'ELSE',
  'OLAV',
  'HARALD',
  'MAGNUS',
  'EINAR',
  'TORE',
  'KNUT',
  'ARNE',
  'SVEIN',
  'GEIR',
  'ROALD',
  'HAAKON',
];
const OFFSHORE_FIRST = [
  'NORMAND',
  'SKANDI',
  'FAR',
  'HAVILA',
  'OLYMPIC',
  'REM',
  'VIKING',
  'STRIL',
  'SIEM',
];
const OFFSHORE_SECOND = [
  'SUPPORTER',
  'SERVER',
  'SUPPLIER',
  'PROVIDER',
  'FORCE',
  'POLARIS',
  'TITAN',
  'ATLAS',
  'ENERGY',
  'HERCULES',
  'NEPTUN',
  'CHALLENGER',
  'SKY',
  'ORION',
  'SPIRIT',
];
const LEISURE = [
  'BLAAVEIS',
  'SOMMERFRYD',
  'MAAKE',
  'FRIHET',
  'SJOESPROEYT',
  'LILLEMOR',
  'GULLSTRAND',
  'BOELGEN',
  'SVALE',
  'TIDLOES',
  'KVELDSOL',
  'NAUST',
  'ROSA',
  'SKUMSPRUT',
  'HAVFRUE',
  'LOFOTGUTT',
  'PUS',
];

const ROMAN = ['', '', '', ' II', ' III', ' IV'];

/** Name of a cargo ship or tanker in international trade. */
export function tradingName(rng: Prng, tanker: boolean): string {
  if (rng.chance(0.3)) return `${rng.pick(NORSE)}${rng.pick(NORSE_END)}`;
  const second = tanker && rng.chance(0.5) ? rng.pick(TANKER_SECOND) : rng.pick(TRADE_SECOND);
  return `${rng.pick(TRADE_FIRST)} ${second}${rng.pick(ROMAN)}`;
}

/** Name of a Norwegian fishing vessel, often a person's name or a compound. */
export function fishingName(rng: Prng): string {
  const r = rng.next();
  if (r < 0.35)
    return `${rng.pick(PERSON)}${rng.chance(0.3) ? ' ' + rng.pick(['JR', 'SENIOR', 'MARIE', 'K']) : ''}`;
  if (r < 0.8) return `${rng.pick(NORSE)}${rng.pick(NORSE_END)}${rng.pick(ROMAN)}`;
  return `${rng.pick(NORSE)}${rng.pick(NORSE_END)} ${rng.int(1, 9)}`;
}

/** Name of an offshore supply vessel. */
export function offshoreName(rng: Prng): string {
  return `${rng.pick(OFFSHORE_FIRST)} ${rng.pick(OFFSHORE_SECOND)}`;
}

/** Name of a car ferry on a named crossing. */
export function ferryName(rng: Prng, crossing: string): string {
  const place = crossing.split('-')[rng.int(0, 1)] ?? crossing;
  return rng.chance(0.5) ? `MF ${place}` : `${rng.pick(NORSE)}${rng.pick(NORSE_END)}`;
}

/** Name of a leisure boat. */
export function leisureName(rng: Prng): string {
  return rng.chance(0.6)
    ? rng.pick(LEISURE)
    : `${rng.pick(PERSON)}${rng.chance(0.5) ? ' ' + rng.int(1, 3) : ''}`;
}

/** Name of a volunteer rescue boat: `RS` and hull number, then a name. */
export function rescueName(rng: Prng): string {
  return `RS ${rng.int(100, 185)} ${rng.pick(NORSE)}${rng.pick(NORSE_END)}`;
}
