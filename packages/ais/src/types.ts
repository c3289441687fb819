/**
 * Decoded AIS messages (ITU-R M.1371-5), one interface per message type, joined in the
 * discriminated union {@link AisMessage} on `messageType` (and `partNumber` for type 24).
 *
 * Field names follow the vessel records of the BarentsWatch live AIS API where one exists.
 * Values the standard marks "not available" (latitude 91°, longitude 181°, speed 102.3 kn,
 * course 360°, heading 511, rate of turn −128, …) are `null`, never the sentinel.
 */

/** Fields every decoded message carries. */
export interface AisMessageBase {
  /** Message ID, 1–27. */
  messageType: number;
  /** Repeat indicator, 0–3 (how often the message has been repeated; 3 = do not repeat). */
  repeatIndicator: number;
  /** Source station's Maritime Mobile Service Identity, 9 digits (0–999999999). */
  mmsi: number;
  /** Reception time from the tag block's `c:` as ISO-8601 UTC (ms precision), or null. */
  msgtime: string | null;
  /** Receiving station from the tag block's `s:`, or null when there is no tag block. */
  source: string | null;
  /** Radio channel letter from the sentence ('A' or 'B', sometimes '1'/'2'), or null. */
  channel: string | null;
}

/**
 * Estimated time of arrival from message type 5. Each part is null when "not available"
 * (month 0, day 0, hour 24, minute 60). No year is transmitted.
 */
export interface Eta {
  /** Month of year, 1–12, or null. */
  month: number | null;
  /** Day of month, 1–31, or null. */
  day: number | null;
  /** Hour of day UTC, 0–23, or null. */
  hour: number | null;
  /** Minute of hour, 0–59, or null. */
  minute: number | null;
}

/** Position report, class A (types 1, 2 and 3). */
export interface PositionReportClassA extends AisMessageBase {
  messageType: 1 | 2 | 3;
  /** Navigational status code 0–15 (0 under way using engine, 1 at anchor, 5 moored, 15 not defined). */
  navigationalStatus: number;
  /**
   * Raw rate-of-turn indicator as transmitted, −127…127 (±127 = turning faster than 5°/30 s
   * without sensor), or null for −128 (not available). See `rateOfTurnToDegreesPerMinute`.
   */
  rateOfTurn: number | null;
  /** Speed over ground in knots (0.1 kn resolution, 102.2 = 102.2 kn or more), or null. */
  speedOverGround: number | null;
  /** True when position accuracy is high (≤ 10 m), false when low (> 10 m). */
  positionAccuracy: boolean;
  /** Longitude in decimal degrees, east positive (−180…180), or null. */
  longitude: number | null;
  /** Latitude in decimal degrees, north positive (−90…90), or null. */
  latitude: number | null;
  /** Course over ground in degrees (0–359.9, 0.1° resolution), or null. */
  courseOverGround: number | null;
  /** True heading in whole degrees (0–359), or null. */
  trueHeading: number | null;
  /**
   * UTC second when the report was generated, 0–59; 61 positioning system in manual input
   * mode, 62 dead reckoning, 63 positioning system inoperative; null for 60 (not available).
   */
  timeStamp: number | null;
  /** Special manoeuvre indicator: 1 not engaged, 2 engaged; null for 0 (not available). */
  specialManoeuvreIndicator: number | null;
  /** True when RAIM (receiver autonomous integrity monitoring) is in use. */
  raim: boolean;
  /** Communication state, raw 19-bit SOTDMA/ITDMA value. */
  radioStatus: number;
}

/** Base station report (type 4) and UTC/date response (type 11). */
export interface BaseStationReport extends AisMessageBase {
  messageType: 4 | 11;
  /** UTC year, 1–9999, or null. */
  utcYear: number | null;
  /** UTC month, 1–12, or null. */
  utcMonth: number | null;
  /** UTC day, 1–31, or null. */
  utcDay: number | null;
  /** UTC hour, 0–23, or null. */
  utcHour: number | null;
  /** UTC minute, 0–59, or null. */
  utcMinute: number | null;
  /** UTC second, 0–59, or null. */
  utcSecond: number | null;
  /** True when position accuracy is high (≤ 10 m). */
  positionAccuracy: boolean;
  /** Longitude in decimal degrees, or null. */
  longitude: number | null;
  /** Latitude in decimal degrees, or null. */
  latitude: number | null;
  /** Type of electronic position fixing device, 1–15 (1 GPS, 7 surveyed, 15 internal GNSS), or null for 0. */
  positionFixingDeviceType: number | null;
  /** True when transmission control for long-range broadcast (type 27) is requested. */
  longRangeControl: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
  /** Communication state, raw 19-bit SOTDMA value. */
  radioStatus: number;
}

/** Static and voyage related data (type 5). */
export interface StaticAndVoyageData extends AisMessageBase {
  messageType: 5;
  /** AIS version indicator, 0–3 (0 = ITU-R M.1371-1, 1 = -3, 2 = -5). */
  aisVersion: number;
  /** IMO ship identification number, or null for 0 (not available). */
  imoNumber: number | null;
  /** Radio call sign, up to 7 characters, or null. */
  callSign: string | null;
  /** Ship name, up to 20 characters, or null. */
  name: string | null;
  /** Type of ship and cargo, 1–99, or null for 0 (not available). */
  shipType: number | null;
  /** Distance from the reference point to the bow, metres (0–511). */
  dimensionA: number;
  /** Distance from the reference point to the stern, metres (0–511). */
  dimensionB: number;
  /** Distance from the reference point to port, metres (0–63). */
  dimensionC: number;
  /** Distance from the reference point to starboard, metres (0–63). */
  dimensionD: number;
  /** Type of electronic position fixing device, 1–15, or null for 0. */
  positionFixingDeviceType: number | null;
  /** Estimated time of arrival (UTC). */
  eta: Eta;
  /** Maximum present static draught in metres (0.1 m resolution, 25.5 = 25.5 m or more), or null. */
  draught: number | null;
  /** Destination, up to 20 characters, or null. */
  destination: string | null;
  /** Data terminal equipment: true when NOT ready (bit set), false when available. */
  dte: boolean;
}

/** Addressed binary message (type 6). */
export interface AddressedBinaryMessage extends AisMessageBase {
  messageType: 6;
  /** Sequence number, 0–3. */
  sequenceNumber: number;
  /** Destination station MMSI. */
  destinationMmsi: number;
  /** True when the message should be retransmitted. */
  retransmitFlag: boolean;
  /** Designated area code of the application identifier, 0–1023. */
  dac: number;
  /** Function identifier of the application identifier, 0–63. */
  fi: number;
  /** Application data after DAC/FI as hex, most significant bit first, zero-padded to whole bytes. */
  data: string;
  /** Number of valid application data bits in `data`. */
  dataBitLength: number;
}

/** One acknowledged destination in a type 7 or 13 message. */
export interface Acknowledgement {
  /** Acknowledged station MMSI. */
  mmsi: number;
  /** Sequence number of the acknowledged message, 0–3. */
  sequenceNumber: number;
}

/** Binary acknowledge (type 7) and safety related acknowledge (type 13). */
export interface Acknowledge extends AisMessageBase {
  messageType: 7 | 13;
  /** One to four acknowledged destinations, in transmitted order. */
  acknowledgements: Acknowledgement[];
}

/**
 * Meteorological and hydrographic data: DAC 1 FI 31 (IMO SN.1/Circ.289) or the older
 * DAC 1 FI 11 (IMO SN/Circ.236). Every value is null when "not available".
 */
export interface MeteoHydroData {
  /** Longitude of the station in decimal degrees, or null. */
  longitude: number | null;
  /** Latitude of the station in decimal degrees, or null. */
  latitude: number | null;
  /** True when position accuracy is high (FI 31 only; null for FI 11). */
  positionAccuracy: boolean | null;
  /** UTC day of the observation, 1–31, or null. */
  utcDay: number | null;
  /** UTC hour of the observation, 0–23, or null. */
  utcHour: number | null;
  /** UTC minute of the observation, 0–59, or null. */
  utcMinute: number | null;
  /** Average wind speed over the last 10 minutes, knots, or null. */
  windSpeed: number | null;
  /** Wind gust (maximum over the last 10 minutes), knots, or null. */
  windGust: number | null;
  /** Wind direction, degrees (0–359), or null. */
  windDirection: number | null;
  /** Wind gust direction, degrees (0–359), or null. */
  windGustDirection: number | null;
  /** Dry bulb air temperature, °C (0.1 °C resolution), or null. */
  airTemperature: number | null;
  /** Relative humidity, percent (0–100), or null. */
  relativeHumidity: number | null;
  /** Dew point, °C (0.1 °C resolution), or null. */
  dewPoint: number | null;
  /** Air pressure, hPa (FI 31: 799 = 799 hPa or less, 1201 = 1201 hPa or more), or null. */
  airPressure: number | null;
  /** Air pressure tendency: 0 steady, 1 decreasing, 2 increasing, or null. */
  airPressureTendency: number | null;
  /** Horizontal visibility, nautical miles (0.1 NM resolution), or null. */
  horizontalVisibility: number | null;
  /** True when visibility exceeds the reported value (FI 31 only; null for FI 11). */
  visibilityGreaterThan: boolean | null;
  /** Water level including tide, deviation from local chart datum, metres (0.01 m FI 31, 0.1 m FI 11), or null. */
  waterLevel: number | null;
  /** Water level trend: 0 steady, 1 decreasing, 2 increasing, or null. */
  waterLevelTrend: number | null;
  /** Surface current speed including tide, knots (0.1 kn resolution), or null. */
  surfaceCurrentSpeed: number | null;
  /** Surface current direction, degrees (0–359), or null. */
  surfaceCurrentDirection: number | null;
  /** Current 2 speed, knots, or null. */
  currentSpeed2: number | null;
  /** Current 2 direction, degrees, or null. */
  currentDirection2: number | null;
  /** Depth of current 2 measurement below the surface, metres, or null. */
  currentDepth2: number | null;
  /** Current 3 speed, knots, or null. */
  currentSpeed3: number | null;
  /** Current 3 direction, degrees, or null. */
  currentDirection3: number | null;
  /** Depth of current 3 measurement below the surface, metres, or null. */
  currentDepth3: number | null;
  /** Significant wave height, metres (0.1 m resolution), or null. */
  waveHeight: number | null;
  /** Wave period, seconds, or null. */
  wavePeriod: number | null;
  /** Wave direction, degrees, or null. */
  waveDirection: number | null;
  /** Swell height, metres (0.1 m resolution), or null. */
  swellHeight: number | null;
  /** Swell period, seconds, or null. */
  swellPeriod: number | null;
  /** Swell direction, degrees, or null. */
  swellDirection: number | null;
  /** Sea state on the Beaufort scale, 0–12, or null. */
  seaState: number | null;
  /** Water temperature, °C (0.1 °C resolution), or null. */
  waterTemperature: number | null;
  /** Precipitation type per WMO 306 code table 4.201 (0 reserved, 1 rain, 2 thunderstorm, 3 freezing rain, 4 mixed/ice, 5 snow), or null for 7. */
  precipitationType: number | null;
  /** Salinity, parts per thousand (0.1 ‰ resolution), or null. */
  salinity: number | null;
  /** Ice: 0 no, 1 yes, or null (not available). */
  ice: number | null;
}

/** Binary broadcast message (type 8). */
export interface BinaryBroadcastMessage extends AisMessageBase {
  messageType: 8;
  /** Designated area code, 0–1023. */
  dac: number;
  /** Function identifier, 0–63. */
  fi: number;
  /** Application data after DAC/FI as hex, most significant bit first, zero-padded to whole bytes. */
  data: string;
  /** Number of valid application data bits in `data`. */
  dataBitLength: number;
  /** Decoded met/hydro data for DAC 1 FI 31 and FI 11, otherwise null. */
  meteo: MeteoHydroData | null;
}

/** Standard SAR aircraft position report (type 9). */
export interface SarAircraftReport extends AisMessageBase {
  messageType: 9;
  /** Altitude (GNSS) in metres, 0–4094 (4094 = 4094 m or higher), or null for 4095. */
  altitude: number | null;
  /** Speed over ground in knots (1 kn resolution, 1022 = 1022 kn or more), or null for 1023. */
  speedOverGround: number | null;
  /** True when position accuracy is high (≤ 10 m). */
  positionAccuracy: boolean;
  /** Longitude in decimal degrees, or null. */
  longitude: number | null;
  /** Latitude in decimal degrees, or null. */
  latitude: number | null;
  /** Course over ground in degrees (0.1° resolution), or null. */
  courseOverGround: number | null;
  /** UTC second 0–59 (61–63 special values as in type 1), or null for 60. */
  timeStamp: number | null;
  /** True when the altitude comes from a barometric sensor rather than GNSS. */
  altitudeSensor: boolean;
  /** Data terminal equipment: true when NOT ready. */
  dte: boolean;
  /** True when the station operates in assigned mode. */
  assignedMode: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
  /** Communication state selector flag: 0 SOTDMA, 1 ITDMA. */
  radioStatusSelector: number;
  /** Communication state, raw 19-bit value. */
  radioStatus: number;
}

/** UTC and date inquiry (type 10). */
export interface UtcInquiry extends AisMessageBase {
  messageType: 10;
  /** MMSI of the station asked for UTC and date. */
  destinationMmsi: number;
}

/** Addressed safety related message (type 12). */
export interface AddressedSafetyMessage extends AisMessageBase {
  messageType: 12;
  /** Sequence number, 0–3. */
  sequenceNumber: number;
  /** Destination station MMSI. */
  destinationMmsi: number;
  /** True when the message should be retransmitted. */
  retransmitFlag: boolean;
  /** Safety related text, up to 156 characters, or null when empty. */
  text: string | null;
}

/** Safety related broadcast message (type 14). */
export interface SafetyBroadcastMessage extends AisMessageBase {
  messageType: 14;
  /** Safety related text, up to 161 characters, or null when empty. */
  text: string | null;
}

/** Interrogation (type 15). Parts absent from a short message are null. */
export interface Interrogation extends AisMessageBase {
  messageType: 15;
  /** First interrogated station MMSI. */
  destinationMmsi1: number;
  /** First message type requested from station 1. */
  messageType1_1: number;
  /** Slot offset for the first reply from station 1, slots. */
  slotOffset1_1: number;
  /** Second message type requested from station 1, or null. */
  messageType1_2: number | null;
  /** Slot offset for the second reply from station 1, slots, or null. */
  slotOffset1_2: number | null;
  /** Second interrogated station MMSI, or null. */
  destinationMmsi2: number | null;
  /** Message type requested from station 2, or null. */
  messageType2_1: number | null;
  /** Slot offset for the reply from station 2, slots, or null. */
  slotOffset2_1: number | null;
}

/** Assigned mode command (type 16). Station B is null when the short form is sent. */
export interface AssignedModeCommand extends AisMessageBase {
  messageType: 16;
  /** Destination A MMSI. */
  destinationMmsiA: number;
  /** Slot offset for destination A, slots. */
  offsetA: number;
  /** Slot increment for destination A, slots. */
  incrementA: number;
  /** Destination B MMSI, or null. */
  destinationMmsiB: number | null;
  /** Slot offset for destination B, slots, or null. */
  offsetB: number | null;
  /** Slot increment for destination B, slots, or null. */
  incrementB: number | null;
}

/** GNSS broadcast binary message (type 17, DGNSS corrections). */
export interface DgnssBroadcast extends AisMessageBase {
  messageType: 17;
  /** Longitude of the DGNSS reference station in decimal degrees (1/10 minute resolution), or null. */
  longitude: number | null;
  /** Latitude of the DGNSS reference station in decimal degrees (1/10 minute resolution), or null. */
  latitude: number | null;
  /** Correction data as hex, zero-padded to whole bytes. */
  data: string;
  /** Number of valid data bits in `data`. */
  dataBitLength: number;
}

/** Fields shared by class B position reports (types 18 and 19). */
interface ClassBPositionFields {
  /** Speed over ground in knots (0.1 kn resolution), or null. */
  speedOverGround: number | null;
  /** True when position accuracy is high (≤ 10 m). */
  positionAccuracy: boolean;
  /** Longitude in decimal degrees, or null. */
  longitude: number | null;
  /** Latitude in decimal degrees, or null. */
  latitude: number | null;
  /** Course over ground in degrees (0.1° resolution), or null. */
  courseOverGround: number | null;
  /** True heading in whole degrees, or null. */
  trueHeading: number | null;
  /** UTC second 0–59 (61–63 special values as in type 1), or null for 60. */
  timeStamp: number | null;
  /** True when the station operates in assigned mode. */
  assignedMode: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
}

/** Standard class B equipment position report (type 18). */
export interface PositionReportClassB extends AisMessageBase, ClassBPositionFields {
  messageType: 18;
  /** Class B unit flag: true for a carrier-sense (CS) unit, false for SOTDMA. */
  csUnit: boolean;
  /** True when the unit has a display for messages 12 and 14. */
  display: boolean;
  /** True when the unit is attached to a VHF with DSC function. */
  dsc: boolean;
  /** True when the unit can use the whole marine band. */
  band: boolean;
  /** True when the unit accepts channel management by message 22. */
  message22: boolean;
  /** Communication state selector flag: 0 SOTDMA, 1 ITDMA. */
  radioStatusSelector: number;
  /** Communication state, raw 19-bit value. */
  radioStatus: number;
}

/** Extended class B equipment position report (type 19). */
export interface ExtendedPositionReportClassB extends AisMessageBase, ClassBPositionFields {
  messageType: 19;
  /** Ship name, up to 20 characters, or null. */
  name: string | null;
  /** Type of ship and cargo, 1–99, or null for 0. */
  shipType: number | null;
  /** Distance from the reference point to the bow, metres. */
  dimensionA: number;
  /** Distance from the reference point to the stern, metres. */
  dimensionB: number;
  /** Distance from the reference point to port, metres. */
  dimensionC: number;
  /** Distance from the reference point to starboard, metres. */
  dimensionD: number;
  /** Type of electronic position fixing device, 1–15, or null for 0. */
  positionFixingDeviceType: number | null;
  /** Data terminal equipment: true when NOT ready. */
  dte: boolean;
}

/** One slot reservation in a data link management message. */
export interface SlotReservation {
  /** Reserved offset number, slots. */
  offset: number;
  /** Number of reserved consecutive slots, 1–15. */
  number: number;
  /** Time-out, minutes (1–7). */
  timeout: number;
  /** Increment to repeat the reservation block, slots. */
  increment: number;
}

/** Data link management message (type 20). */
export interface DataLinkManagement extends AisMessageBase {
  messageType: 20;
  /** One to four reservations, in transmitted order (as many as the message length holds). */
  reservations: SlotReservation[];
}

/** Aids-to-navigation report (type 21). */
export interface AidToNavigationReport extends AisMessageBase {
  messageType: 21;
  /** Type of aid to navigation, 1–31 (e.g. 1 reference point, 3 fixed light, 30 special mark), or null for 0. */
  typeOfAidsToNavigation: number | null;
  /** Name of the aid, base name and extension joined (up to 34 characters), or null. */
  name: string | null;
  /** True when position accuracy is high (≤ 10 m). */
  positionAccuracy: boolean;
  /** Longitude in decimal degrees, or null. */
  longitude: number | null;
  /** Latitude in decimal degrees, or null. */
  latitude: number | null;
  /** Distance from the reference point to the bow/north, metres. */
  dimensionA: number;
  /** Distance from the reference point to the stern/south, metres. */
  dimensionB: number;
  /** Distance from the reference point to port/west, metres. */
  dimensionC: number;
  /** Distance from the reference point to starboard/east, metres. */
  dimensionD: number;
  /** Type of electronic position fixing device, 1–15, or null for 0. */
  positionFixingDeviceType: number | null;
  /** UTC second 0–59 (61–63 special values as in type 1), or null for 60. */
  timeStamp: number | null;
  /** True when a floating aid is off its assigned position (valid when timeStamp ≤ 59). */
  offPosition: boolean;
  /** AtoN status bits, raw 8-bit value reserved for regional use. */
  atonStatus: number;
  /** True when RAIM is in use. */
  raim: boolean;
  /** True for a virtual aid to navigation, false for a physical one. */
  virtualAid: boolean;
  /** True when the station operates in assigned mode. */
  assignedMode: boolean;
}

/** Channel management (type 22). Either an area or two addressed stations is given. */
export interface ChannelManagement extends AisMessageBase {
  messageType: 22;
  /** Channel A number (ITU-R M.1084 channel, 0–4095). */
  channelA: number;
  /** Channel B number (ITU-R M.1084 channel, 0–4095). */
  channelB: number;
  /** Tx/Rx mode, 0–3 (0 TxA/TxB RxA/RxB, 1 TxA RxA/RxB, 2 TxB RxA/RxB). */
  txRxMode: number;
  /** True for low transmit power (1 W), false for high. */
  lowPower: boolean;
  /** True when addressed to two stations rather than an area. */
  addressed: boolean;
  /** North-east corner longitude in decimal degrees (area form), or null. */
  neLongitude: number | null;
  /** North-east corner latitude in decimal degrees (area form), or null. */
  neLatitude: number | null;
  /** South-west corner longitude in decimal degrees (area form), or null. */
  swLongitude: number | null;
  /** South-west corner latitude in decimal degrees (area form), or null. */
  swLatitude: number | null;
  /** First addressed station MMSI (addressed form), or null. */
  destinationMmsi1: number | null;
  /** Second addressed station MMSI (addressed form), or null. */
  destinationMmsi2: number | null;
  /** True when channel A uses 12.5 kHz bandwidth, false for default. */
  bandwidthA: boolean;
  /** True when channel B uses 12.5 kHz bandwidth, false for default. */
  bandwidthB: boolean;
  /** Transitional zone size in nautical miles (1–8). */
  zoneSize: number;
}

/** Group assignment command (type 23). */
export interface GroupAssignmentCommand extends AisMessageBase {
  messageType: 23;
  /** North-east corner longitude in decimal degrees (1/10 minute resolution), or null. */
  neLongitude: number | null;
  /** North-east corner latitude in decimal degrees, or null. */
  neLatitude: number | null;
  /** South-west corner longitude in decimal degrees, or null. */
  swLongitude: number | null;
  /** South-west corner latitude in decimal degrees, or null. */
  swLatitude: number | null;
  /** Station type addressed, 0–15 (0 all, 1 class A, 2 class B, 3 SAR aircraft, 6 inland). */
  stationType: number;
  /** Ship type addressed, 0–99 (0 all types). */
  shipType: number;
  /** Tx/Rx mode, 0–3. */
  txRxMode: number;
  /** Reporting interval code, 0–15 (per table 77 of ITU-R M.1371-5). */
  reportingInterval: number;
  /** Quiet time, minutes (1–15), or null for 0 (none). */
  quietTime: number | null;
}

/** Static data report part A (type 24, part number 0). */
export interface StaticDataReportA extends AisMessageBase {
  messageType: 24;
  /** Part number: 0 = part A. */
  partNumber: 0;
  /** Ship name, up to 20 characters, or null. */
  name: string | null;
}

/** Static data report part B (type 24, part number 1). */
export interface StaticDataReportB extends AisMessageBase {
  messageType: 24;
  /** Part number: 1 = part B. */
  partNumber: 1;
  /** Type of ship and cargo, 1–99, or null for 0. */
  shipType: number | null;
  /** Manufacturer ID, 3 characters, or null. */
  vendorId: string | null;
  /** Unit model code, 0–15. */
  unitModelCode: number;
  /** Manufacturer's serial number, 0–1048575. */
  serialNumber: number;
  /** Radio call sign, up to 7 characters, or null. */
  callSign: string | null;
  /** Distance to the bow in metres, or null for an auxiliary craft (MMSI 98xxxxxxx). */
  dimensionA: number | null;
  /** Distance to the stern in metres, or null for an auxiliary craft. */
  dimensionB: number | null;
  /** Distance to port in metres, or null for an auxiliary craft. */
  dimensionC: number | null;
  /** Distance to starboard in metres, or null for an auxiliary craft. */
  dimensionD: number | null;
  /** Mother ship MMSI for an auxiliary craft (MMSI 98xxxxxxx), otherwise null. */
  mothershipMmsi: number | null;
}

/** Single slot (type 25) and multiple slot (type 26) binary message. */
export interface SlotBinaryMessage extends AisMessageBase {
  messageType: 25 | 26;
  /** True when addressed to `destinationMmsi`, false for broadcast. */
  addressed: boolean;
  /** True when the data starts with a 16-bit application identifier (DAC + FI). */
  structured: boolean;
  /** Destination MMSI when addressed, otherwise null. */
  destinationMmsi: number | null;
  /** Designated area code when structured, otherwise null. */
  dac: number | null;
  /** Function identifier when structured, otherwise null. */
  fi: number | null;
  /** Binary data (after any application identifier) as hex, zero-padded to whole bytes. */
  data: string;
  /** Number of valid data bits in `data`. */
  dataBitLength: number;
  /** Type 26 only: communication state selector (0 SOTDMA, 1 ITDMA), otherwise null. */
  radioStatusSelector: number | null;
  /** Type 26 only: communication state, raw 19-bit value, otherwise null. */
  radioStatus: number | null;
}

/** Position report for long-range applications (type 27). */
export interface LongRangePositionReport extends AisMessageBase {
  messageType: 27;
  /** True when position accuracy is high (≤ 10 m). */
  positionAccuracy: boolean;
  /** True when RAIM is in use. */
  raim: boolean;
  /** Navigational status code 0–15, as in type 1. */
  navigationalStatus: number;
  /** Longitude in decimal degrees (1/10 minute resolution), or null. */
  longitude: number | null;
  /** Latitude in decimal degrees (1/10 minute resolution), or null. */
  latitude: number | null;
  /** Speed over ground in whole knots (0–62), or null for 63. */
  speedOverGround: number | null;
  /** Course over ground in whole degrees (0–359), or null for 511. */
  courseOverGround: number | null;
  /** True when the position is NOT the current GNSS position (bit set, latency > 5 s). */
  positionLatency: boolean;
}

/** Any decoded AIS message; narrow on `messageType` (and `partNumber` for type 24). */
export type AisMessage =
  | PositionReportClassA
  | BaseStationReport
  | StaticAndVoyageData
  | AddressedBinaryMessage
  | Acknowledge
  | BinaryBroadcastMessage
  | SarAircraftReport
  | UtcInquiry
  | AddressedSafetyMessage
  | SafetyBroadcastMessage
  | Interrogation
  | AssignedModeCommand
  | DgnssBroadcast
  | PositionReportClassB
  | ExtendedPositionReportClassB
  | DataLinkManagement
  | AidToNavigationReport
  | ChannelManagement
  | GroupAssignmentCommand
  | StaticDataReportA
  | StaticDataReportB
  | SlotBinaryMessage
  | LongRangePositionReport;

/** Why an input line (or a set of fragments) was rejected. */
export type AisErrorKind =
  | 'bad_checksum'
  | 'missing_checksum'
  | 'malformed_sentence'
  | 'not_ais'
  | 'bad_fragment_count'
  | 'incomplete'
  | 'bad_fill_bits'
  | 'bad_payload_char'
  | 'empty_payload'
  | 'truncated_payload'
  | 'invalid_partno'
  | 'unknown_type';

/** Every error kind, in a stable order (for counters and reports). */
export const AIS_ERROR_KINDS: readonly AisErrorKind[] = [
  'bad_checksum',
  'missing_checksum',
  'malformed_sentence',
  'not_ais',
  'bad_fragment_count',
  'incomplete',
  'bad_fill_bits',
  'bad_payload_char',
  'empty_payload',
  'truncated_payload',
  'invalid_partno',
  'unknown_type',
];

/** A rejected input: never thrown, always reported alongside the decoded messages. */
export interface AisDecodeError {
  /** What went wrong. */
  error: AisErrorKind;
  /** Receiving station from the tag block's `s:`, or null. */
  source: string | null;
  /** 1-based number of the input line (for `incomplete`: the line of the last fragment seen). */
  line: number;
  /** Short human-readable explanation. */
  detail: string;
}

/** One output of the decoder: a message or an error (tell them apart with `'error' in r`). */
export type DecodeResult = AisMessage | AisDecodeError;
