import { describe, expect, it } from 'vitest';
import { LoginThrottle, MAX_FAILURES, WINDOW_MS } from './login-throttle.js';

describe('LoginThrottle', () => {
  it('refuses a user name after 10 failures within 15 minutes, then forgives', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES - 1; i += 1) throttle.failed('Admin');
    expect(throttle.blocked('admin')).toBe(false);
    throttle.failed('admin');
    expect(throttle.blocked('ADMIN')).toBe(true);
    expect(throttle.blocked('yrkesfisker')).toBe(false);
    now += WINDOW_MS + 1;
    expect(throttle.blocked('admin')).toBe(false);
  });

  it('starts again after a successful sign-in', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES - 1; i += 1) throttle.failed('admin');
    throttle.succeeded('admin');
    throttle.failed('admin');
    expect(throttle.blocked('admin')).toBe(false);
  });
});
