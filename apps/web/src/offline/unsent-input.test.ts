// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsentInput } from './unsent-input.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form with unsent input, before the new version reloads the page', () => {
  it('a field as it was given is not unsent input; a typed one is', () => {
    document.body.innerHTML = '<form><input name="a" value="given"><textarea></textarea></form>';
    expect(hasUnsentInput(document)).toBe(false);
    (document.querySelector('textarea') as HTMLTextAreaElement).value = 'a comment';
    expect(hasUnsentInput(document)).toBe(true);
  });

  it('a changed checkbox counts; a field outside any form does not', () => {
    document.body.innerHTML = '<input id="search"><form><input type="checkbox"></form>';
    (document.getElementById('search') as HTMLInputElement).value = 'Bergen';
    expect(hasUnsentInput(document)).toBe(false);
    (document.querySelector('form input') as HTMLInputElement).checked = true;
    expect(hasUnsentInput(document)).toBe(true);
  });
});
