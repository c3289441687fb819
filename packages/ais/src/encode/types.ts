import type {
  AidToNavigationReport,
  AisMessageBase,
  BaseStationReport,
  BinaryBroadcastMessage,
  Eta,
  ExtendedPositionReportClassB,
  LongRangePositionReport,
  MeteoHydroData,
  PositionReportClassA,
  PositionReportClassB,
  SarAircraftReport,
  StaticAndVoyageData,
  StaticDataReportA,
  StaticDataReportB,
} from '../types.js';

/** Reception metadata of a decoded message; the encoder takes these as frame options instead. */
type Envelope = 'msgtime' | 'source' | 'channel' | 'payload' | 'fillBits';

/**
 * Encoder input for a decoded message type: the same field names, everything optional but the
 * type and MMSI; a missing or `null` field is sent as the standard's "not available" value.
 */
export type EncodeInput<T extends AisMessageBase> = Partial<
  Omit<T, Envelope | 'messageType' | 'mmsi'>
> &
  Pick<T, 'messageType' | 'mmsi'>;

/** Input for types 1, 2 and 3. */
export type PositionReportClassAInput = EncodeInput<PositionReportClassA>;
/** Input for types 4 and 11. */
export type BaseStationReportInput = EncodeInput<BaseStationReport>;
/** Input for type 5; `eta` parts may be omitted too. */
export type StaticAndVoyageDataInput = Omit<EncodeInput<StaticAndVoyageData>, 'eta'> & {
  eta?: Partial<Eta> | null;
};
/**
 * Input for type 8. DAC 1 FI 31 with `meteo` set is packed per IMO SN.1/Circ.289; otherwise
 * `data` (hex, `dataBitLength` bits) is sent verbatim after the application identifier.
 */
export type BinaryBroadcastInput = Omit<EncodeInput<BinaryBroadcastMessage>, 'meteo'> & {
  meteo?: Partial<MeteoHydroData> | null;
};
/** Input for type 9. */
export type SarAircraftReportInput = EncodeInput<SarAircraftReport>;
/** Input for type 18. */
export type PositionReportClassBInput = EncodeInput<PositionReportClassB>;
/** Input for type 19. */
export type ExtendedPositionReportClassBInput = EncodeInput<ExtendedPositionReportClassB>;
/** Input for type 21; names longer than 20 characters go into the name extension. */
export type AidToNavigationReportInput = EncodeInput<AidToNavigationReport>;
/** Input for type 24 part A. */
export type StaticDataReportAInput = EncodeInput<StaticDataReportA> & { partNumber: 0 };
/** Input for type 24 part B. */
export type StaticDataReportBInput = EncodeInput<StaticDataReportB> & { partNumber: 1 };
/** Input for type 27. */
export type LongRangePositionReportInput = EncodeInput<LongRangePositionReport>;

/** Any message the encoder can produce; narrow on `messageType` and `partNumber`. */
export type AisMessageInput =
  | PositionReportClassAInput
  | BaseStationReportInput
  | StaticAndVoyageDataInput
  | BinaryBroadcastInput
  | SarAircraftReportInput
  | PositionReportClassBInput
  | ExtendedPositionReportClassBInput
  | AidToNavigationReportInput
  | StaticDataReportAInput
  | StaticDataReportBInput
  | LongRangePositionReportInput;
