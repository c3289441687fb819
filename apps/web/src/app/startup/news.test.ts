import type { NewsItem } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { newsToShow } from './news.js';

const item = (id: string, change: Partial<NewsItem> = {}): NewsItem => ({
  id,
  active: true,
  headline: id,
  leadText: '',
  bodyText: '',
  image: null,
  link: null,
  linkText: '',
  loginRequired: false,
  showOnce: false,
  ...change,
});

describe('which news item shows (spec 01 §3)', () => {
  it('skips inactive items', () => {
    expect(newsToShow([item('a', { active: false }), item('b')], false, [])?.id).toBe('b');
  });
  it('shows loginRequired items only to signed-in users', () => {
    const items = [item('members', { loginRequired: true })];
    expect(newsToShow(items, false, [])).toBeUndefined();
    expect(newsToShow(items, true, [])?.id).toBe('members');
  });
  it('shows a show-once item until it was seen, other items every time', () => {
    expect(newsToShow([item('once', { showOnce: true })], false, ['once'])).toBeUndefined();
    expect(newsToShow([item('once', { showOnce: true })], false, [])?.id).toBe('once');
    expect(newsToShow([item('always')], false, ['always'])?.id).toBe('always');
  });
});
