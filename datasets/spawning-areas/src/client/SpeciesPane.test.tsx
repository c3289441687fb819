// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaneFilter } from './species-filter.js';
import SpeciesPane from './SpeciesPane.js';

afterEach(cleanup);

const off: PaneFilter[] = [{ id: 'species', active: false, value: [], defaultValue: [] }];

async function show(language: 'nb-NO' | 'en-US', filters = off) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: {} });
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SpeciesPane filters={filters} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

const labels = () =>
  screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent!.trim());

describe('the spawning-area species pane', () => {
  it('lists the species in English, each checked while the filter is off', async () => {
    await show('en-US');
    expect(screen.getByText('Species')).toBeTruthy();
    expect(labels()).toEqual(['Cod', 'Herring', 'Capelin', 'Haddock', 'Saithe', 'Other species']);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
  });

  it('in Norwegian, unchecking herring hands the filter its new value', async () => {
    const onChange = await show('nb-NO');
    expect(labels()).toEqual(['Torsk', 'Sild', 'Lodde', 'Hyse', 'Sei', 'Andre arter']);
    fireEvent.click(screen.getByTestId('spawning-species-Sild'));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ active: true, value: ['Torsk', 'Lodde', 'Hyse', 'Sei', 'other'] }),
    ]);
  });

  it('shows a species the filter hides unchecked', async () => {
    await show('en-US', [{ id: 'species', active: true, value: ['Torsk'], defaultValue: [] }]);
    const checked = screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked);
    expect(checked).toEqual([true, false, false, false, false, false]);
  });
});
