export {
  createTrafficSimulator,
  simulateLines,
  DEFAULT_START,
  type SimulateLinesOptions,
  type TrafficSimulator,
  type TrafficSimulatorOptions,
  type TrafficTick,
} from './simulator.js';
export { Prng } from './prng.js';
export { SIMULATED_WEATHER_STATIONS, MET_SITES, type MetSite } from './stations.js';
export { LandIndex, type LandIndexOptions, type Ring } from './land.js';
export type { Station, StationKind, Transceiver } from './vessel.js';
export {
  classAInterval,
  classBCsInterval,
  classBSoInterval,
  STATIC_INTERVAL,
} from './reporting.js';
export { imoCheckDigit, isValidImo, FLAGS, type Flag } from './identity.js';
export {
  OFFSHORE_INSTALLATIONS,
  FIXED_STATUS,
  FLOATING_STATUS,
  installationStatus,
  type InstallationStructure,
  type OffshoreInstallation,
} from './installations.js';
