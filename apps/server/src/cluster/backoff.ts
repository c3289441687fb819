export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential delay with jitter, from a quarter second up to ten seconds. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(250 * 2 ** attempt, 10_000);
  return Math.round(base / 2 + (random() * base) / 2);
}
