export type * from './types.js';
export { AIS_ERROR_KINDS } from './types.js';
export { formatEta, rateOfTurnToDegreesPerMinute } from './helpers.js';
export {
  createAisDecoder,
  decodeLines,
  type AisDecoder,
  type AisDecoderOptions,
  type AisDecoderStats,
} from './decode/decoder.js';
export {
  createLineSplitter,
  createByteLineSplitter,
  DEFAULT_MAX_LINE_LENGTH,
  type LineSplitter,
  type ByteLineSplitter,
  type LineSplitterOptions,
} from './decode/lines.js';
export * from './encode/index.js';
export * from './simulate/index.js';
