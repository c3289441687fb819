// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../app/storage.js';

/** A fresh store, as a new page load reads it from local storage. */
async function freshStore() {
  vi.resetModules();
  return (await import('./appearance.store.js')).useAppearance;
}

const saved = () =>
  JSON.parse(window.localStorage.getItem(storageKey('appearance')) ?? 'null') as {
    theme: string;
    menuSide: string;
  } | null;

describe('appearance settings', () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps a share link's night mode to this visit, even when another setting is saved", async () => {
    const appearance = await freshStore();
    appearance.getState().showThemeForVisit('night');
    expect(appearance.getState().theme).toBe('night');
    appearance.getState().setMenuSide('right');
    expect(saved()).toMatchObject({ theme: 'day', menuSide: 'right' });
    // The next visit opens as the user left it, in the day theme, menu on the right.
    const next = await freshStore();
    expect(next.getState()).toMatchObject({ theme: 'day', menuSide: 'right' });
  });

  it('saves a theme the user chooses', async () => {
    const appearance = await freshStore();
    appearance.getState().showThemeForVisit('night');
    appearance.getState().setTheme('night');
    appearance.getState().setNightOverlayOpacity(0.3);
    expect(saved()).toMatchObject({ theme: 'night' });
    expect((await freshStore()).getState().theme).toBe('night');
  });
});
