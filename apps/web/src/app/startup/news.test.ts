import type { HowtoCard, NewsItem } from '@havkart/domain';
import { describe, expect, it } from 'vitest';
import { howtoCardsContent, newsContent, newsToShow } from './news.js';

const BASE = 'https://havkart.example/';

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

describe('what the news card shows', () => {
  it('headline, lead, body, image, and the link with its words', () => {
    const shown = newsContent(
      item('storm', {
        headline: 'Storm',
        leadText: 'Lead',
        bodyText: 'Body',
        image: '/assets/storm.png',
        link: 'https://www.met.no/',
        linkText: 'Read more',
      }),
      BASE,
    );
    expect(shown).toEqual({
      headline: 'Storm',
      lead: 'Lead',
      body: 'Body',
      image: 'https://havkart.example/assets/storm.png',
      link: { href: 'https://www.met.no/', text: 'Read more' },
    });
  });
  it('a link without words shows its address', () => {
    expect(newsContent(item('a', { link: '/registration' }), BASE).link).toEqual({
      href: 'https://havkart.example/registration',
      text: 'https://havkart.example/registration',
    });
  });
  it('drops a script link or image rather than render it', () => {
    const shown = newsContent(
      item('a', { link: 'javascript:alert(1)', linkText: 'Click', image: 'data:image/png;x' }),
      BASE,
    );
    expect(shown.link).toBeNull();
    expect(shown.image).toBeNull();
  });
});

describe('the getting-started cards', () => {
  const card = (id: string, image: string | null = null): HowtoCard => ({
    id,
    title: `Title ${id}`,
    body: `Body ${id}`,
    image,
  });
  it('keeps order, titles and texts; only web images', () => {
    expect(howtoCardsContent([card('a', '/a.png'), card('b', 'javascript:x')], BASE)).toEqual([
      { id: 'a', title: 'Title a', text: 'Body a', image: 'https://havkart.example/a.png' },
      { id: 'b', title: 'Title b', text: 'Body b', image: null },
    ]);
  });
  it('no cards: nothing to show', () => {
    expect(howtoCardsContent([], BASE)).toBeNull();
  });
});
