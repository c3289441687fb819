/**
 * Slows password guessing: after {@link MAX_FAILURES} wrong passwords for one user name
 * within {@link WINDOW_MS}, that user name is refused until the window has passed. Kept in
 * memory: a restart forgives, which is acceptable for a brake on guessing (the global rate
 * limit still applies per client).
 */
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
/** Entries kept at most, so a flood of made-up user names cannot grow memory without bound. */
const MAX_ENTRIES = 10_000;

/** Wrong passwords per user name: in this process, or shared through Redis in a cluster. */
export interface SignInThrottle {
  blocked(username: string): boolean | Promise<boolean>;
  failed(username: string): void | Promise<void>;
  succeeded(username: string): void | Promise<void>;
}

export class LoginThrottle implements SignInThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether sign-in for this user name is refused for now. */
  blocked(username: string): boolean {
    const entry = this.failures.get(username.toLowerCase());
    if (!entry) return false;
    if (this.now() - entry.since > WINDOW_MS) {
      this.failures.delete(username.toLowerCase());
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  failed(username: string): void {
    const key = username.toLowerCase();
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.since <= WINDOW_MS) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= MAX_ENTRIES) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, { count: 1, since: this.now() });
  }

  succeeded(username: string): void {
    this.failures.delete(username.toLowerCase());
  }
}
