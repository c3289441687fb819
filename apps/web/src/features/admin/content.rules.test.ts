import { describe, expect, it } from 'vitest';
import { areaBounds, fitView } from './application-area.js';
import {
  newHowtoCard,
  newNewsItem,
  previewContent,
  validateContent,
  type ContentDraft,
} from './content.rules.js';

const BASE = 'https://havkart.example/admin/content';
const both = (text: string) => ({ 'nb-NO': `${text} (nb)`, 'en-US': `${text} (en)` });

function draft(): ContentDraft {
  const welcome = {
    ...newNewsItem([]),
    id: 'welcome',
    active: true,
    headline: both('Velkommen'),
    leadText: both('Ingress'),
    bodyText: both('Tekst'),
  };
  return {
    config: {
      deskNotification: { show: false, type: 'info', text: both(''), override: false },
      news: [welcome],
      howtoCards: [{ ...newHowtoCard([]), title: both('Søk'), body: both('Søk her') }],
    },
    global: { show: false, type: 'warning', text: both('Vedlikehold') },
  };
}

describe('validateContent', () => {
  it('accepts a complete draft', () => {
    expect(validateContent(draft())).toEqual({});
  });

  it('names each field that breaks a rule, with the server’s path', () => {
    const bad = draft();
    bad.config.deskNotification = { ...bad.config.deskNotification, show: true };
    bad.config.deskNotification.text = { 'nb-NO': 'Driftsmelding', 'en-US': ' ' };
    const item = bad.config.news[0]!;
    item.headline = { 'nb-NO': 'x'.repeat(201), 'en-US': '' };
    item.link = 'javascript:alert(1)';
    bad.config.news.push({ ...item, id: 'welcome', active: false, link: null });
    bad.config.howtoCards[0]!.id = 'with space';
    expect(validateContent(bad)).toEqual({
      'deskNotification.text.en-US': { problem: 'required' },
      'news.0.headline.nb-NO': { problem: 'tooLong', max: 200 },
      'news.0.headline.en-US': { problem: 'required' },
      'news.0.link': { problem: 'badUrl' },
      'news.0.linkText.nb-NO': { problem: 'required' },
      'news.0.linkText.en-US': { problem: 'required' },
      'news.1.id': { problem: 'duplicateId' },
      'news.1.headline.nb-NO': { problem: 'tooLong', max: 200 },
      'howtoCards.0.id': { problem: 'badId' },
    });
  });

  it('needs the global text only when the global notification is shown', () => {
    const shown = draft();
    shown.global = { show: true, type: 'info', text: { 'nb-NO': '', 'en-US': 'Up' } };
    expect(validateContent(shown)).toEqual({ 'global.text.nb-NO': { problem: 'required' } });
  });

  it('accepts our own paths and http(s) addresses as links and images', () => {
    const links = draft();
    const item = links.config.news[0]!;
    Object.assign(item, {
      image: '/assets/news.png',
      link: 'https://example.no/a',
      linkText: both('Les'),
    });
    expect(validateContent(links)).toEqual({});
    item.image = 'data:image/png;base64,AAAA';
    expect(validateContent(links)).toEqual({ 'news.0.image': { problem: 'badUrl' } });
  });
});

describe('previewContent', () => {
  it('shows what the app’s start-up rules pick, in the language asked for', () => {
    const preview = previewContent(draft(), 'en-US', false, BASE);
    expect(preview).toEqual({
      desk: null,
      news: {
        headline: 'Velkommen (en)',
        lead: 'Ingress (en)',
        body: 'Tekst (en)',
        image: null,
        link: null,
      },
      howtoCards: [{ id: 'card-1', title: 'Søk (en)', text: 'Søk her (en)', image: null }],
    });
  });

  it('shows image and link as the news card does, http(s) and own paths only', () => {
    const value = draft();
    const item = value.config.news[0]!;
    item.image = '/images/torsk.png';
    item.link = 'https://fiskeri.example/sesong';
    item.linkText = both('Les mer');
    expect(previewContent(value, 'nb-NO', false, BASE).news).toMatchObject({
      image: 'https://havkart.example/images/torsk.png',
      link: { href: 'https://fiskeri.example/sesong', text: 'Les mer (nb)' },
    });
    item.link = 'javascript:alert(1)';
    item.image = 'data:image/png;base64,AAAA';
    value.config.howtoCards[0]!.image = 'javascript:alert(1)';
    const unsafe = previewContent(value, 'nb-NO', false, BASE);
    expect(unsafe.news).toMatchObject({ image: null, link: null });
    expect(unsafe.howtoCards?.[0]?.image).toBeNull();
  });

  it('shows the global banner unless the app overrides it, a success as info', () => {
    const value = draft();
    value.global.show = true;
    expect(previewContent(value, 'nb-NO', false, BASE).desk).toEqual({
      text: 'Vedlikehold (nb)',
      type: 'warning',
    });
    value.config.deskNotification = {
      show: true,
      type: 'success',
      text: both('Løst'),
      override: true,
    };
    expect(previewContent(value, 'nb-NO', false, BASE).desk).toEqual({
      text: 'Løst (nb)',
      type: 'info',
    });
  });

  it('keeps sign-in-only and inactive news from the preview as the app does', () => {
    const value = draft();
    value.config.news[0]!.loginRequired = true;
    expect(previewContent(value, 'nb-NO', false, BASE).news).toBeNull();
    expect(previewContent(value, 'nb-NO', true, BASE).news?.headline).toBe('Velkommen (nb)');
    value.config.news[0]!.active = false;
    expect(previewContent(value, 'nb-NO', true, BASE).news).toBeNull();
  });
});

describe('new items', () => {
  it('get an id not yet in the list', () => {
    const items = [{ ...newNewsItem([]), id: 'news-2' }];
    expect(newNewsItem(items).id).toBe('news-3');
  });
});

describe('fitView', () => {
  it('centres the area and zooms so it fills the map less the padding', () => {
    const area = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [4.5, 60],
          [6, 60],
          [6, 61.5],
          [4.5, 60],
        ],
      ],
    };
    const bounds = areaBounds(area);
    expect(bounds).toEqual([4.5, 60, 6, 61.5]);
    const { center, zoom } = fitView(bounds, 800, 600, 40);
    expect(center[0]).toBeCloseTo(5.25, 5);
    expect(center[1]).toBeGreaterThan(60.7);
    expect(center[1]).toBeLessThan(60.8);
    // 1.5° of longitude in 720 px: 720 / 512 / (1.5 / 360) → 2^8.4; latitude is tighter.
    expect(zoom).toBeGreaterThan(6);
    expect(zoom).toBeLessThan(8.4);
    // A wider map never zooms out.
    expect(fitView(bounds, 1600, 600, 40).zoom).toBeCloseTo(zoom, 5);
  });

  it('stays within the app’s zoom range for a point-sized area', () => {
    expect(fitView([5, 60, 5, 60], 800, 600).zoom).toBe(22);
  });
});
