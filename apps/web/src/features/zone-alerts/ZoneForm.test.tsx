// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import type * as ZoneStore from './zone-alerts.store.js';
import type { ZoneDraft } from './zone-alerts.store.js';

const saved: ZoneDraft[] = [];
vi.mock('./zone-alerts.store.js', async (original) => ({
  ...(await original<typeof ZoneStore>()),
  saveZone: vi.fn(async (_api: unknown, access: string, draft: ZoneDraft) => {
    saved.push(draft);
    return { ...draft, id: 'z1', access };
  }),
}));
const { ZoneForm } = await import('./ZoneForm.js');
const { filterSummary, toggled, withCountry, countryOptions } = await import('./zone-filters.js');

const AREA = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [14, 67],
      [15, 67],
      [15, 68],
      [14, 68],
      [14, 67],
    ],
  ],
});

let nb: I18n;
let en: I18n;
beforeAll(async () => {
  nb = await createI18n('nb-NO');
  en = await createI18n('en-US');
});
afterEach(() => {
  cleanup();
  saved.length = 0;
});

function show(i18n: I18n) {
  render(
    <I18nextProvider i18n={i18n}>
      <ZoneForm restrictedAis={false} />
    </I18nextProvider>,
  );
}

async function nameAndArea(user: ReturnType<typeof userEvent.setup>, areaLabel: string) {
  await user.type(screen.getByTestId('zone-name'), 'Vestfjorden');
  await user.click(screen.getByLabelText(areaLabel));
  await user.click(screen.getByRole('textbox', { name: /GeoJSON/ }));
  await user.paste(AREA);
}

describe('the zone form’s vessel filters (R21.01)', () => {
  it('saves the flag states, MMSI categories and ship types chosen, in Norwegian', async () => {
    const user = userEvent.setup();
    show(nb);
    await nameAndArea(user, 'Eget område (GeoJSON)');
    await user.selectOptions(screen.getByTestId('zone-country-add'), 'NO');
    await user.selectOptions(screen.getByTestId('zone-country-add'), 'SE');
    expect(screen.getAllByTestId('zone-country').map((chip) => chip.dataset.code)).toEqual([
      'NO',
      'SE',
    ]);
    // A chosen country is taken out by its chip's button.
    await user.click(screen.getByRole('button', { name: 'Fjern Sverige' }));
    await user.click(screen.getByLabelText('Offisiell'));
    await user.click(screen.getByText(/Skipstyper/));
    await user.click(screen.getByLabelText('Tankskip'));
    await user.click(screen.getByLabelText('Lasteskip'));
    expect(screen.getByText(/Skipstyper/).textContent).toContain('2 valgt');
    await user.click(screen.getByTestId('zone-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      name: 'Vestfjorden',
      countryCodes: ['NO'],
      mmsiCategories: ['official'],
      // In the spec's order, whatever order they were ticked in.
      shipTypes: ['cargo', 'tanker'],
    });
    // The form starts over: the next zone takes every vessel unless told otherwise.
    expect(screen.queryAllByTestId('zone-country')).toEqual([]);
    expect((screen.getByLabelText('Offisiell') as HTMLInputElement).checked).toBe(false);
  });

  it('sends empty lists, which take every vessel, when nothing is chosen, in English', async () => {
    const user = userEvent.setup();
    show(en);
    expect(screen.getByText('Flag states (none chosen: all)')).toBeTruthy();
    await nameAndArea(user, 'Custom area (GeoJSON)');
    await user.click(screen.getByTestId('zone-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ countryCodes: [], mmsiCategories: [], shipTypes: [] });
  });
});

describe('zone filter rules', () => {
  it('keeps ticked values in the options’ order and adds a country once', () => {
    const order = ['a', 'b', 'c'] as const;
    expect(toggled(['c'], 'a', order)).toEqual(['a', 'c']);
    expect(toggled(['a', 'c'], 'a', order)).toEqual(['c']);
    expect(withCountry(['NO'], 'NO')).toEqual(['NO']);
    expect(withCountry(['NO'], '')).toEqual(['NO']);
  });

  it('offers each flag state of the MID table once, by name', () => {
    const options = countryOptions('nb-NO');
    const codes = options.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(options.find((o) => o.code === 'NO')?.name).toBe('Norge');
    expect(options.find((o) => o.code === 'FO')).toBeTruthy();
  });

  it('describes a zone’s filters for its card, or says it takes every vessel', () => {
    const text = (c: string) => ({ official: 'Offisiell', other: 'Annen', unofficial: 'U' })[c]!;
    expect(
      filterSummary(
        { countryCodes: ['NO'], mmsiCategories: ['official'], shipTypes: ['fishing'] },
        'nb-NO',
        text,
      ),
    ).toBe('Norge · Offisiell · Fiskefartøy');
    expect(
      filterSummary({ countryCodes: [], mmsiCategories: [], shipTypes: [] }, 'en-US', text),
    ).toBeNull();
  });
});
