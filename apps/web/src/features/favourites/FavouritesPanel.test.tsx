// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import { useFavourites } from './favourites.store.js';
import FavouritesPanel from './FavouritesPanel.js';

let i18n: I18n;

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function show() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <FavouritesPanel />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  i18n = await createI18n('en-US');
});
beforeEach(() => {
  localStorage.clear();
  useFavourites.getState().clear();
  const store = useFavourites.getState();
  store.add({ name: 'Home', value: '/point/5.3_60.4', geometries: [] });
  store.add({ name: 'Ferry', value: '/ais/257000001', geometries: [] });
});
afterEach(cleanup);

describe('the favourites panel (R19.04–R19.07)', () => {
  it('lists favourites by category', () => {
    show();
    const headings = screen.getAllByRole('heading').map((item) => item.textContent);
    expect(headings).toEqual(['Vessels', 'Positions']);
  });

  it('opens a favourite: goes to its route and counts a visit', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Open Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/point/5.3_60.4');
    expect(useFavourites.getState().favourites.find((item) => item.name === 'Home')?.visits).toBe(
      1,
    );
  });

  it('renames within 1–100 characters', async () => {
    show();
    const row = screen.getByRole('button', { name: 'Open Home' }).closest('li')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Rename' }));
    const input = screen.getByTestId('favourite-name');
    await userEvent.clear(input);
    await userEvent.click(screen.getByTestId('favourite-save'));
    expect(screen.getByRole('alert').textContent).toBe('Required field');
    await userEvent.type(input, 'x'.repeat(101));
    expect(screen.getByRole('alert').textContent).toBe('Too many characters');
    await userEvent.clear(input);
    await userEvent.type(input, 'Hjemme');
    await userEvent.click(screen.getByTestId('favourite-save'));
    expect(screen.getByRole('button', { name: 'Open Hjemme' })).toBeTruthy();
  });

  it('removes one, and clears all only after a confirmation', async () => {
    show();
    const row = screen.getByRole('button', { name: 'Open Ferry' }).closest('li')!;
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: 'Remove from favorites' }),
    );
    expect(useFavourites.getState().favourites.map((item) => item.name)).toEqual(['Home']);
    await userEvent.click(screen.getByTestId('favourites-clear'));
    expect(useFavourites.getState().favourites).toHaveLength(1);
    await userEvent.click(screen.getByTestId('favourites-clear-confirm'));
    expect(useFavourites.getState().favourites).toEqual([]);
    expect(screen.getByText(/You have no favorites yet/)).toBeTruthy();
  });
});
