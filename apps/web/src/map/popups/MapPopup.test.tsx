// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatasetServices } from '../../datasets/dataset-services.js';
import { useDatasetServices } from '../../datasets/services.store.js';
import { catalogueDataset, geojsonPart, hostDeps } from '../../datasets/test-support.js';
import { createI18n } from '../../i18n/i18n.js';
import { usePanels } from '../../shell/panels.store.js';
import { MapPopup, type PopupVariant } from './MapPopup.js';
import { popupHits, popupId, type PopupHit } from './popup-rules.js';
import { registerPopupSource } from './popup-sources.js';
import type { MapPopupState } from './popups.store.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
  // Rocks has popup and list-item views; wrecks has neither.
  const rocks = {
    ...geojsonPart('rocks'),
    popup: async () => ({
      default: ((props: { feature: { properties: { name: string; depths?: number[] } } }) => (
        <p data-testid="rock-popup">
          {props.feature.properties.name} {props.feature.properties.depths?.join('/')}
        </p>
      )) as never,
    }),
    listItem: async () => ({
      default: ((props: { feature: { properties: { name: string } } }) => (
        <span data-testid="rock-item">{props.feature.properties.name}</span>
      )) as never,
    }),
  };
  const data = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [5.3, 60.4] },
        properties: { id: 'R1', name: 'Storskjæret', depths: [2, 3] },
      },
    ],
  };
  const { deps } = hostDeps([rocks, geojsonPart('wrecks')], {
    '/api/v1/datasets/rocks/geojson': async () => data,
    '/api/v1/datasets/wrecks/geojson': async () => ({ type: 'FeatureCollection', features: [] }),
  });
  const services = new DatasetServices(
    {
      groups: [],
      datasets: {
        rocks: catalogueDataset('rocks', { name: 'Rocks' }),
        wrecks: catalogueDataset('wrecks', { name: 'Wrecks' }),
      },
    },
    deps,
  );
  useDatasetServices.setState({ services });
  await services.get('rocks')!.activate();
  await services.get('wrecks')!.activate();
});
afterEach(cleanup);

// As the map hands them over: nested properties flattened to text.
const [rock, wreck] = popupHits(
  [
    {
      layer: { id: 'rocks:points' },
      properties: { id: 'R1', name: 'Storskjæret', depths: '[2,3]' },
    },
    { layer: { id: 'wrecks:points' }, properties: { id: 'W7' } },
  ],
  () => ({ field: 'id' }),
) as [PopupHit, PopupHit];

function show(choice: MapPopupState['choice'], variant: PopupVariant = 'clicked') {
  const handlers = { onClose: vi.fn(), onPin: vi.fn(), onUnpin: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <MapPopup
          popup={{ id: popupId(choice), lngLat: { lng: 5.3, lat: 60.4 }, choice }}
          variant={variant}
          at={{ x: 100, y: 100 }}
          {...handlers}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return handlers;
}

describe('a map popup', () => {
  it("shows the dataset's popup view with the feature from its data, titled by the dataset", async () => {
    show({ kind: 'single', hit: rock });
    // The dataset's own copy keeps the list the map flattened.
    expect((await screen.findByTestId('rock-popup')).textContent).toBe('Storskjæret 2/3');
    const dialog = screen.getByRole('dialog', { name: 'Rocks' });
    expect(dialog).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: 'Show details' }).getAttribute('href')).toBe(
      '/rocks/R1',
    );
  });

  it('its details link opens the details pane, collapsed or closed as it was', async () => {
    const user = userEvent.setup();
    usePanels.getState().close('details');
    usePanels.getState().collapse('details');
    show({ kind: 'single', hit: rock });
    await user.click(screen.getByRole('link', { name: 'Show details' }));
    expect(usePanels.getState().details).toMatchObject({ open: true, expanded: true });
  });

  it('closes on Escape and pins on the pin button', async () => {
    const user = userEvent.setup();
    const handlers = show({ kind: 'single', hit: rock });
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(handlers.onPin).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(handlers.onClose).toHaveBeenCalledOnce();
  });

  it('a pinned popup offers to unpin, pressed', () => {
    const handlers = show({ kind: 'single', hit: rock }, 'pinned');
    const unpin = screen.getByRole('button', { name: 'Unpin' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    unpin.click();
    expect(handlers.onUnpin).toHaveBeenCalledOnce();
  });

  it('lists overlapping features by their list-item views; one chosen shows its popup', async () => {
    const user = userEvent.setup();
    show({ kind: 'combined', hits: [rock, wreck] });
    expect(screen.getByRole('dialog', { name: 'Features here (2)' })).toBeTruthy();
    expect((await screen.findByTestId('rock-item')).textContent).toBe('Storskjæret');
    // A dataset without a list-item view still gets a line: its name and the feature id.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('Wrecks · W7');
    await user.click(screen.getByTestId('rock-item'));
    expect((await screen.findByTestId('rock-popup')).textContent).toContain('Storskjæret');
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByTestId('rock-item')).toBeTruthy();
  });

  it('a hover popup is a tooltip without buttons or focus', async () => {
    show({ kind: 'single', hit: rock }, 'hovered');
    expect((await screen.findByTestId('rock-popup')).textContent).toContain('Storskjæret');
    expect(screen.getByRole('tooltip', { name: 'Rocks' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("a feature of no dataset shows its source's title and body, with no details link", async () => {
    const user = userEvent.setup();
    const stop = registerPopupSource({
      id: 'pins',
      hitAt: () => undefined,
      Title: ({ hit }) => `Pin ${hit.featureId}`,
      Body: ({ hit, onClose }) => (
        <button type="button" onClick={onClose}>
          Open {hit.featureId}
        </button>
      ),
    });
    try {
      const hit: PopupHit = { datasetId: 'pins', featureId: 'p1', properties: {} };
      const handlers = show({ kind: 'single', hit });
      expect(screen.getByRole('dialog', { name: 'Pin p1' })).toBe(document.activeElement);
      expect(screen.queryByRole('link')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Open p1' }));
      expect(handlers.onClose).toHaveBeenCalledOnce();
      await user.keyboard('{Escape}');
      expect(handlers.onClose).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
