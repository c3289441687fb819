export { BitWriter, MAX_PAYLOAD_BITS, type ArmouredPayload } from './sixbit.js';
export {
  formatTagBlock,
  frameSentences,
  MAX_FRAGMENT_CHARS,
  type AisChannel,
  type FrameOptions,
  type TagBlock,
} from './nmea.js';
export {
  AisEncoder,
  encodeAisPayload,
  encodeAisSentences,
  ENCODABLE_MESSAGE_TYPES,
  type AisEncoderOptions,
  type SentenceMeta,
} from './encoder.js';
export { CLASS_B_CS_RADIO_STATUS } from './position.js';
export { METEO_DAC, METEO_FI } from './meteo.js';
export type * from './types.js';
