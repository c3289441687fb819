// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../i18n/i18n.js';
import { useAppearance } from './appearance.store.js';
import { DetailsPane } from './DetailsPane.js';
import { MenuSettings } from './menu/MenuSettings.js';
import { PanelToggles } from './PanelToggles.js';
import { usePanels } from './panels.store.js';
import { ResizeHandle } from './ResizeHandle.js';
import { useViewport } from './viewport.store.js';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n('nb-NO');
});

beforeEach(() => {
  useViewport.getState().resize(1440, 900);
  usePanels.getState().reset('desktop', false);
  window.localStorage.clear();
});
afterEach(cleanup);

function Providers({ path, children }: { path: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </I18nextProvider>
  );
}

function Details() {
  return <DetailsPane location={useLocation()} side="right" />;
}

describe('details pane', () => {
  it('shows the view of the route with its title, loaded on demand', async () => {
    render(
      <Providers path="/areaactivity">
        <Details />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aktivitet i område');
    expect(await screen.findByText('Logg inn for å se aktivitet i område.')).toBeTruthy();
  });

  it('shows the not-found view for a route name nobody knows', async () => {
    render(
      <Providers path="/nosuch/a/b">
        <Details />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ikke funnet');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('collapses to its header, expands again and closes to its toggle', async () => {
    const user = userEvent.setup();
    render(
      <Providers path="/">
        <Details />
        <PanelToggles menuSide="left" />
      </Providers>,
    );
    await screen.findByTestId('home');
    await user.click(screen.getByRole('button', { name: 'Slå sammen detaljpanelet' }));
    expect(usePanels.getState().details.expanded).toBe(false);
    expect(document.getElementById('details-body')?.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Vis hele detaljpanelet' }));
    expect(document.getElementById('details-body')?.hidden).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Lukk detaljpanelet' }));
    expect(usePanels.getState().details.open).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Vis detaljpanelet' }));
    expect(usePanels.getState().details.open).toBe(true);
  });
});

describe('panel toggles and start layouts (spec 01 §2)', () => {
  it('start mobile with the menu closed behind its toggle and the details collapsed', async () => {
    const user = userEvent.setup();
    usePanels.getState().reset('mobile', false);
    expect(usePanels.getState().details.expanded).toBe(false);
    render(
      <Providers path="/">
        <PanelToggles menuSide="left" />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Åpne menyen' }));
    expect(usePanels.getState().menu.open).toBe(true);
  });

  it('bring the details on screen for a route with details, expanded except on a phone', () => {
    usePanels.getState().reset('tablet', false);
    expect(usePanels.getState().details).toMatchObject({ open: false, expanded: true });
    expect(usePanels.getState().menu.open).toBe(true);
    usePanels.getState().collapse('details');
    usePanels.getState().showDetailsOf('tablet');
    expect(usePanels.getState().details).toMatchObject({ open: true, expanded: true });
    usePanels.getState().reset('mobile', false);
    usePanels.getState().showDetailsOf('mobile');
    expect(usePanels.getState().details).toMatchObject({ open: true, expanded: false });
  });

  it('hide the menu entirely when embedded', () => {
    usePanels.getState().reset('desktop', true);
    expect(usePanels.getState().menu).toMatchObject({ shown: false, open: false });
  });
});

describe('resize handle', () => {
  it('moves with the keyboard and stops at the desktop maximum of 35 %', async () => {
    const user = userEvent.setup();
    render(
      <Providers path="/">
        <ResizeHandle panel="menu" side="left" />
      </Providers>,
    );
    const handle = screen.getByRole('separator', { name: 'Bredde på menyen' });
    expect(handle.getAttribute('aria-valuenow')).toBe('25');
    expect(handle.getAttribute('aria-valuemax')).toBe('35');
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(usePanels.getState().menu.widthPercent).toBe(27);
    await user.keyboard('{End}{ArrowRight}');
    expect(usePanels.getState().menu.widthPercent).toBe(35);
    await user.keyboard('{Home}');
    // 280 px of 1440 px is the floor here.
    expect(usePanels.getState().menu.widthPercent).toBeCloseTo((280 / 1440) * 100, 6);
  });

  it('on the right-hand side, the left arrow widens the panel', async () => {
    const user = userEvent.setup();
    render(
      <Providers path="/">
        <ResizeHandle panel="details" side="right" />
      </Providers>,
    );
    screen.getByRole('separator').focus();
    await user.keyboard('{ArrowLeft}');
    expect(usePanels.getState().details.widthPercent).toBe(31);
  });
});

describe('menu settings', () => {
  it('switch the language and keep the choice', async () => {
    const user = userEvent.setup();
    render(
      <Providers path="/">
        <MenuSettings />
      </Providers>,
    );
    const picker = screen.getByRole('radiogroup', { name: 'Språk' });
    await user.click(within(picker).getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en-US'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"en-US"');
    expect(document.documentElement.lang).toBe('en-US');
    await user.click(within(picker).getByRole('radio', { name: 'Norsk' }));
    await waitFor(() => expect(i18n.language).toBe('nb-NO'));
  });

  it('move the menu to the right and keep that too', async () => {
    const user = userEvent.setup();
    render(
      <Providers path="/">
        <MenuSettings />
      </Providers>,
    );
    await user.click(screen.getByRole('switch', { name: /Meny til høyre/ }));
    expect(useAppearance.getState().menuSide).toBe('right');
    expect(JSON.parse(window.localStorage.getItem('havkart.appearance') ?? '{}')).toMatchObject({
      menuSide: 'right',
    });
    await user.click(screen.getByRole('switch', { name: /Meny til høyre/ }));
    expect(useAppearance.getState().menuSide).toBe('left');
  });
});
