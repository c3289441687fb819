import { describe, expect, it } from 'vitest';
import { BLANK_URL, sanitizeUrl } from './sanitize-url.js';

describe('displayed links (spec 01 §5)', () => {
  it.each([
    'http://example.com',
    'https://www.barentswatch.no/fiskinfo?lang=en#map',
    'HTTPS://EXAMPLE.NO/A',
    'mailto:post@example.no',
    'MailTo:post@example.no?subject=Hei',
    '/ais/257123456',
    'ais/257123456',
    '../about',
    '?lang=en',
    '#details',
    '//tiles.example.no/1/2/3.pbf',
    '/search?q=javascript:alert(1)',
    'https://example.com/?next=data:text/html,x',
  ])('passes %s', (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it('trims surrounding spaces of a link it passes', () => {
    expect(sanitizeUrl('  https://example.com  ')).toBe('https://example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VbScript:msgbox(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\t:alert(1)',
    '\u200bjavascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'ｊａｖａｓｃｒｉｐｔ:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#x6a&#x61vascript:alert(1)',
    '&#0000106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    '%256Aavascript:alert(1)',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'tel:+4712345678',
    'blob:https://example.com/uuid',
  ])('blanks %j', (url) => {
    expect(sanitizeUrl(url)).toBe(BLANK_URL);
  });

  it.each([null, undefined, '', '   ', '\u0000'])('blanks a missing link %j', (url) => {
    expect(sanitizeUrl(url)).toBe(BLANK_URL);
  });
});
