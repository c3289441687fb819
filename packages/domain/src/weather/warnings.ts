// Weather-warning rules of spec 02 §5 and §9: the window a warning is shown in around the
// selected time, and the colour of each severity.

/** A warning shows up to this long before it takes effect (R15.19, 1.5 h). */
export const WARNING_WINDOW_MS = 90 * 60 * 1000;

/**
 * Whether a warning is shown at the selected time (R15.19–R15.20, A65): its `effective` is
 * absent or at most selected + 90 min, and it has not expired before the selected time
 * (expiring exactly then still shows). Times in epoch milliseconds; null where absent.
 */
export function isWarningShown(
  effectiveMs: number | null,
  expiresMs: number | null,
  selectedMs: number,
): boolean {
  if (effectiveMs !== null && effectiveMs > selectedMs + WARNING_WINDOW_MS) return false;
  return expiresMs === null || expiresMs >= selectedMs;
}

export type WarningSeverity = 'Extreme' | 'Severe' | 'Moderate';

/** Severity colours (R15.22): Extreme red, Severe orange, Moderate yellow. */
export const SEVERITY_COLOURS: Readonly<Record<WarningSeverity, string>> = {
  Extreme: '#d7261e',
  Severe: '#f28705',
  Moderate: '#f2d600',
};

/** The colour of a severity; null for any other value, which the spec gives none. */
export function severityColour(severity: unknown): string | null {
  return typeof severity === 'string' && Object.hasOwn(SEVERITY_COLOURS, severity)
    ? SEVERITY_COLOURS[severity as WarningSeverity]
    : null;
}
