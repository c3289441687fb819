import type { Redis } from 'ioredis';
import { MAX_FAILURES, WINDOW_MS, type SignInThrottle } from '../auth/login-throttle.js';

/**
 * The sign-in throttle counted in Redis, so ten wrong passwords spread over several
 * instances still lock the user name. The window starts with the first failure, as in the
 * in-process throttle. While Redis is away, sign-in is not refused for it: the rate limit
 * per client still brakes guessing.
 */
export class RedisLoginThrottle implements SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  private key(username: string): string {
    return `${this.prefix}login:${username.toLowerCase()}`;
  }

  async blocked(username: string): Promise<boolean> {
    try {
      return Number(await this.redis.get(this.key(username))) >= MAX_FAILURES;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  async failed(username: string): Promise<void> {
    const key = this.key(username);
    try {
      await this.redis.multi().set(key, 0, 'PX', WINDOW_MS, 'NX').incr(key).exec();
    } catch (error) {
      this.onError(error);
    }
  }

  async succeeded(username: string): Promise<void> {
    try {
      await this.redis.del(this.key(username));
    } catch (error) {
      this.onError(error);
    }
  }
}
