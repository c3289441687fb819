// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { createI18n } from '../../i18n/i18n.js';
import { useModals } from '../../shell/modals.store.js';
import { offeredFormats } from './download-rules.js';
import FormatDialog from './FormatDialog.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
});
beforeEach(() => {
  useModals.setState({
    modals: [{ id: 'download-x', title: 'Download', content: null }],
  });
});
afterEach(cleanup);

const formats = offeredFormats(['gpx', 'geojson', 'csv']);

function show(download: (format: string) => Promise<unknown>, lastUsed?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <FormatDialog
        modalId="download-x"
        formats={formats}
        {...(lastUsed ? { lastUsed } : {})}
        download={(format) => download(format.id)}
      />
    </I18nextProvider>,
  );
}

const checked = (id: string) =>
  (screen.getByTestId(`download-format-${id}`) as HTMLInputElement).checked;

describe('the download format dialog', () => {
  it('opens on the format used last and downloads the one chosen, then closes', async () => {
    const asked: string[] = [];
    show(async (format) => asked.push(format), 'csv');
    expect(checked('csv')).toBe(true);
    await userEvent.click(screen.getByTestId('download-format-geojson'));
    await userEvent.click(screen.getByTestId('download-start'));
    await waitFor(() => expect(useModals.getState().modals).toEqual([]));
    expect(asked).toEqual(['geojson']);
  });

  it('opens on the first format when the one used last is not offered', () => {
    show(async () => undefined, 'xlsx');
    expect(checked('gpx')).toBe(true);
  });

  it('stays open and says why when the download fails', async () => {
    show(async () => {
      throw new ApiError({
        kind: 'http',
        method: 'GET',
        url: '/api/v1/datasets/x/download',
        message: 'Forbidden',
        status: 403,
        title: 'Forbidden',
      });
    });
    await userEvent.click(screen.getByTestId('download-start'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The download failed');
    expect(useModals.getState().modals).toHaveLength(1);
    expect(screen.getByTestId('download-start').hasAttribute('disabled')).toBe(false);
  });
});
