import { describe, expect, it } from 'vitest';
import { isExternal, safeWebUrl } from './safe-url.js';

const BASE = 'https://havkart.example/ais/257990001';

describe('links and images from the app configuration', () => {
  it('keeps http and https URLs and resolves our own paths', () => {
    expect(safeWebUrl('https://www.kystverket.no/a?b=1', BASE)).toBe(
      'https://www.kystverket.no/a?b=1',
    );
    expect(safeWebUrl('http://example.org', BASE)).toBe('http://example.org/');
    expect(safeWebUrl('/registration', BASE)).toBe('https://havkart.example/registration');
    expect(safeWebUrl('  /assets/news.png ', BASE)).toBe('https://havkart.example/assets/news.png');
  });

  it('drops every other scheme, however it is written', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@b.no',
    ]) {
      expect(safeWebUrl(bad, BASE), bad).toBeNull();
    }
  });

  it('drops empty and malformed values', () => {
    expect(safeWebUrl(null, BASE)).toBeNull();
    expect(safeWebUrl(undefined, BASE)).toBeNull();
    expect(safeWebUrl('   ', BASE)).toBeNull();
    expect(safeWebUrl('http://', BASE)).toBeNull();
  });

  it('tells links to other sites from our own', () => {
    expect(isExternal('https://www.kystverket.no/', BASE)).toBe(true);
    expect(isExternal('https://havkart.example/registration', BASE)).toBe(false);
  });
});
