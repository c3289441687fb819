// @vitest-environment happy-dom
import type { DatasetClientPart } from '@havkart/datasets-core/client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatasetServices } from '../../datasets/dataset-services.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { catalogueDataset, geojsonPart, hostDeps } from '../../datasets/test-support.js';
import { createI18n } from '../../i18n/i18n.js';
import { I18nextProvider } from 'react-i18next';
import { DatasetGroups } from './DatasetGroups.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
});
beforeEach(() => {
  localStorage.clear();
  useDatasetSettings.setState({ datasets: {}, groups: {}, polarDisabled: [] });
});
afterEach(cleanup);

const points = { type: 'FeatureCollection', features: [] };

function withPane(part: DatasetClientPart<never>, component: string): DatasetClientPart<never> {
  return {
    ...part,
    filters: [{ id: 'kind', kind: 'static', queryKey: 'kinds', labelKey: 'x', component }],
    filterPanes: {
      kinds: async () => ({
        default: (() => <p data-testid="own-pane">own pane</p>) as never,
      }),
    },
  };
}

function setUp(parts: DatasetClientPart<never>[]) {
  const { deps, composer, log } = hostDeps(parts, {
    '/api/v1/datasets/rocks/geojson': async () => points,
    '/api/v1/datasets/wrecks/geojson': async () => points,
    '/api/v1/datasets/ice/geojson': async () => points,
  });
  const services = new DatasetServices(
    {
      groups: [
        { id: 'seabed', name: 'Seabed', order: 0, collapsedDefault: false },
        { id: 'weather', name: 'Weather', order: 1, collapsedDefault: true },
        { id: 'empty', name: 'Empty', order: 2, collapsedDefault: false },
      ],
      datasets: {
        rocks: catalogueDataset('rocks', { name: 'Rocks', group: 'seabed', demoData: true }),
        wrecks: catalogueDataset('wrecks', { name: 'Wrecks', group: 'seabed', mapZIndex: 2 }),
        ice: catalogueDataset('ice', { name: 'Ice', group: 'weather', mapZIndex: 3 }),
      },
    },
    deps,
  );
  useDatasetServices.setState({ services });
  render(
    <I18nextProvider i18n={i18n}>
      <DatasetGroups />
    </I18nextProvider>,
  );
  return { services, composer, log };
}

describe('menu dataset groups', () => {
  it('lists groups in order, collapsed as the server says, without empty groups', async () => {
    setUp([geojsonPart('rocks'), geojsonPart('wrecks'), geojsonPart('ice')]);
    const groups = screen.getByTestId('dataset-groups').querySelectorAll('.dataset-group');
    expect([...groups].map((group) => group.getAttribute('data-testid'))).toEqual([
      'group-seabed',
      'group-weather',
    ]);
    expect(within(screen.getByTestId('group-seabed')).getByText('Rocks')).toBeTruthy();
    expect(within(screen.getByTestId('group-weather')).queryByText('Ice')).toBeNull();
    await userEvent.click(within(screen.getByTestId('group-weather')).getByRole('button'));
    expect(within(screen.getByTestId('group-weather')).getByText('Ice')).toBeTruthy();
    expect(useDatasetSettings.getState().groups.weather).toEqual({
      id: 'weather',
      collapsed: false,
    });
  });

  it('a toggle draws the dataset, saves the choice and shows its "demo data" legend', async () => {
    const { composer } = setUp([geojsonPart('rocks'), geojsonPart('wrecks')]);
    expect(screen.queryByTestId('legend-rocks')).toBeNull();
    await userEvent.click(within(screen.getByTestId('toggle-rocks')).getByRole('switch'));
    await waitFor(() => expect(composer.has('rocks')).toBe(true));
    expect(useDatasetSettings.getState().datasets.rocks?.enabled).toBe(true);
    expect(screen.getByTestId('legend-rocks').textContent).toContain('Demo data');
    await userEvent.click(within(screen.getByTestId('toggle-wrecks')).getByRole('switch'));
    expect(screen.queryByTestId('legend-wrecks')).toBeNull();
  });

  it('opens the generic filter pane; clearing a string filter resets it', async () => {
    setUp([geojsonPart('rocks')]);
    await userEvent.click(screen.getByTestId('filters-rocks'));
    const pane = screen.getByTestId('filter-pane-rocks');
    await userEvent.type(within(pane).getByRole('textbox'), 'Skjær');
    expect(useDatasetSettings.getState().datasets.rocks?.filters[0]).toMatchObject({
      active: true,
      value: 'Skjær',
    });
    await userEvent.click(within(pane).getByRole('button', { name: 'Clear' }));
    expect(useDatasetSettings.getState().datasets.rocks?.filters[0]).toMatchObject({
      active: false,
      value: '',
    });
  });

  it("loads a dataset's own filter pane on demand", async () => {
    setUp([withPane(geojsonPart('rocks'), 'kinds')]);
    expect(screen.queryByTestId('own-pane')).toBeNull();
    await userEvent.click(screen.getByTestId('filters-rocks'));
    expect(await screen.findByTestId('own-pane')).toBeTruthy();
  });

  it('shows the unknown-dynamic-import error for a filter component nobody registered', async () => {
    setUp([withPane(geojsonPart('rocks'), 'nosuchpane')]);
    await userEvent.click(screen.getByTestId('filters-rocks'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Unknown dynamic import: dataset filter "nosuchpane"',
    );
  });
});
