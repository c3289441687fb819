// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n.js';
import { useNetwork } from '../network/network.store.js';
import { LivePausedNote } from './LivePausedNote.js';

afterEach(() => {
  cleanup();
  useNetwork.setState({ networkUp: true, manualOffline: false });
});

describe('the menu says live layers are paused while offline (spec 01 §4)', () => {
  it.each([
    ['en-US', 'Live updates are paused while the app is offline'],
    ['nb-NO', 'Direkte oppdateringer er satt på pause mens appen er frakoblet'],
  ] as const)('in %s, while offline only', async (language, text) => {
    const i18n = await createI18n(language);
    useNetwork.setState({ networkUp: true, manualOffline: false });
    render(
      <I18nextProvider i18n={i18n}>
        <LivePausedNote />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('live-paused')).toBeNull();
    act(() => useNetwork.setState({ manualOffline: true }));
    expect(screen.getByTestId('live-paused').textContent).toContain(text);
    act(() => useNetwork.setState({ manualOffline: false, networkUp: false }));
    expect(screen.getByTestId('live-paused').textContent).toContain(text);
    act(() => useNetwork.setState({ networkUp: true }));
    expect(screen.queryByTestId('live-paused')).toBeNull();
  });
});
