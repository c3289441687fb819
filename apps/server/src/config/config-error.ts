/**
 * A configuration value that cannot be used; the message names the variable. In a module of
 * its own so that the main configuration and each area's settings (tracks, live, sign-in,
 * mail, forecast) can all throw it without importing one another round a circle.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid ${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}
