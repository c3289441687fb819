/**
 * A service the configuration names (the live bus, Redis) that does not answer at start-up.
 * The message is the one line an operator reads, naming the variable to check.
 */
export class ServiceUnreachableError extends Error {
  constructor(
    readonly variable: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceUnreachableError';
  }
}

/** A short reason from a client library's error, without its stack. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}
