// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStartup } from '../../app/startup/startup.store.js';
import { createI18n } from '../../i18n/i18n.js';
import EmbedDialog from './EmbedDialog.js';

let i18n: I18n;

function show() {
  return render(
    <I18nextProvider i18n={i18n}>
      <EmbedDialog />
    </I18nextProvider>,
  );
}

const snippet = () => (screen.getByTestId('embed-snippet') as HTMLTextAreaElement).value;

beforeAll(async () => {
  i18n = await createI18n('en-US');
});
afterEach(() => {
  cleanup();
  useStartup.setState({ embedOrigins: [] });
});

describe('the embed dialog (R27.09, A86)', () => {
  it('says the operator must list a site first when the server allows none', () => {
    useStartup.setState({ embedOrigins: [] });
    show();
    expect(screen.getByTestId('embed-no-origins').textContent).toContain('EMBED_ORIGINS');
    expect(screen.queryByTestId('embed-snippet')).toBeNull();
  });

  it('gives the /embed address with the language, and a lazy, titled iframe in each size', async () => {
    useStartup.setState({ embedOrigins: ['https://havn.example'] });
    show();
    expect(screen.getByTestId('embed-dialog').textContent).toContain('https://havn.example');
    const address = (screen.getByTestId('embed-address') as HTMLInputElement).value;
    const url = new URL(address);
    expect(url.pathname).toBe('/embed/');
    expect(url.searchParams.get('lang')).toBe('en-US');
    expect(snippet()).toMatch(/^<iframe src="[^"]+" width="400" height="300" title="[^"]+"/);
    expect(snippet()).toContain('loading="lazy"');
    // The address is escaped into the attribute: the recipient's page gets it back whole.
    const src = /src="([^"]*)"/.exec(snippet())?.[1] ?? '';
    expect(
      src
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    ).toBe(address);

    await userEvent.click(screen.getByTestId('embed-size-large'));
    expect(snippet()).toContain('width="800" height="600"');
    await userEvent.click(screen.getByTestId('embed-size-wide'));
    expect(snippet()).toContain('width="100%" height="480"');
  });
});
