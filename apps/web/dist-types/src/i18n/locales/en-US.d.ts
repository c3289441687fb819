import type { Messages } from '../messages.js';
/** English (United States). Typed against the Norwegian keys, so none can be missing. */
export declare const enUS: Messages;
//# sourceMappingURL=en-US.d.ts.map
