// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import { toasts } from '../../shell/toasts.js';
import { parseShareLink } from './share-config.js';
import ShareDialog from './ShareDialog.js';

let i18n: I18n;

function show() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ShareDialog />
    </I18nextProvider>,
  );
}

/** What a recipient of the link shown would read from it. */
function linkRead() {
  const link = (screen.getByTestId('share-link') as HTMLInputElement).value;
  return { link, read: parseShareLink(new URL(link).search) };
}

beforeAll(async () => {
  i18n = await createI18n('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.visibleToasts.forEach((toast) => toasts.close(toast.key));
});

describe('the share dialog (R19.23)', () => {
  it('starts with the same centre and zoom and the datasets, and the link says so', () => {
    show();
    expect((screen.getByTestId('share-view-center') as HTMLInputElement).checked).toBe(true);
    const { link, read } = linkRead();
    expect(link.startsWith(`${window.location.origin}/?`)).toBe(true);
    expect(read.config?.options.useZoomAndCenter).toBe(true);
    expect(read.config?.options.useMapBounds).toBe(false);
    expect(read.config?.options.useDatasetConfig).toBe(true);
    expect(read.config?.options.nonInteractiveMap).toBe(false);
  });

  it('each switch and the view choice change the link', async () => {
    show();
    await userEvent.click(screen.getByTestId('share-view-area'));
    await userEvent.click(screen.getByRole('switch', { name: 'Locked map' }));
    const { read } = linkRead();
    expect(read.config?.options.useMapBounds).toBe(true);
    expect(read.config?.options.useZoomAndCenter).toBe(false);
    expect(read.config?.options.nonInteractiveMap).toBe(true);
    expect(read.config?.state.bounds).toBeTruthy();
  });

  it('copies the link and says so; says it could not where the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    await userEvent.click(screen.getByTestId('share-copy'));
    expect(writeText).toHaveBeenCalledWith(linkRead().link);
    await vi.waitFor(() =>
      expect(toasts.visibleToasts.map((toast) => toast.content.title)).toContain(
        'The link is copied',
      ),
    );

    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByTestId('share-copy'));
    await vi.waitFor(() =>
      expect(toasts.visibleToasts.map((toast) => toast.content.title)).toContain(
        i18n.t('share.copyFailed'),
      ),
    );
  });
});
