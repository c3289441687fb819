import { ConfigError } from './config-error.js';

/** The environment as the configuration readers take it. */
export type Env = Record<string, string | undefined>;

/**
 * A whole number from the environment: `fallback` when the variable is unset or blank, else
 * digits only and within `min`–`max`, or a {@link ConfigError} naming the variable. Imports
 * only the error module, so any area's settings can use it without an import circle.
 */
export function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `"${raw}" is not a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `${value} is outside ${min}–${max}`);
  return value;
}
