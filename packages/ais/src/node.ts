/**
 * `@havkart/ais/node`: everything of the browser-safe root entry plus the parts that need
 * Node (clock-paced simulation, the command-line commands, the byte-level line reader).
 */
export * from './index.js';
export {
  streamTrafficLines,
  streamTrafficTicks,
  type RealtimeOptions,
} from './simulate/realtime.js';
export {
  runSimulateCommand,
  parseSimulateArgs,
  parseDuration,
  SIMULATE_USAGE,
  type SimulateCommandOptions,
  type SimulateRate,
} from './simulate/cli.js';
export { runDecodeCommand, DECODE_USAGE } from './decode/command.js';
