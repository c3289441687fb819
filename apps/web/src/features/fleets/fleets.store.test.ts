import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeFleetVessels,
  configureFleets,
  createFleet,
  deleteFleet,
  fetchFleetVessels,
  loadFleets,
  useFleets,
} from './fleets.store.js';

const fleet = { id: 'f1', name: 'Forskning', mmsis: ['257000001'] };
const failing = () => Promise.reject(new Error('503'));

function setup(answers: { get?: () => Promise<unknown>; request?: () => Promise<unknown> }) {
  const logged: string[] = [];
  const api = {
    get: vi.fn(answers.get ?? (() => Promise.resolve([fleet]))),
    request: vi.fn(answers.request ?? (() => Promise.resolve(fleet))),
  };
  configureFleets(api as never, (message) => logged.push(message));
  return { api, logged };
}

beforeEach(() => useFleets.setState({ fleets: [], loaded: false, failed: false }));

describe('fleet calls and their logged failures (R20.10–R20.12)', () => {
  it('loads the fleets, or logs "Failed to fetch fleets" and keeps none', async () => {
    setup({});
    await loadFleets();
    expect(useFleets.getState()).toMatchObject({ fleets: [fleet], loaded: true });
    const { logged } = setup({ get: failing });
    await loadFleets();
    expect(logged).toEqual(['Failed to fetch fleets']);
    expect(useFleets.getState()).toMatchObject({ fleets: [], loaded: true, failed: true });
  });

  it('creates with POST {name, mmsis}; a refusal logs "Failed to add fleet", an empty answer "Error adding fleet"', async () => {
    const { api } = setup({});
    expect(await createFleet('Forskning', ['257000001'])).toEqual(fleet);
    expect(api.request).toHaveBeenCalledWith('/bwapi/v1/geodata/fleets/', {
      method: 'POST',
      json: { name: 'Forskning', mmsis: ['257000001'] },
    });
    expect(useFleets.getState().fleets).toEqual([fleet]);
    const refused = setup({ request: failing });
    expect(await createFleet('X', [])).toBeNull();
    expect(refused.logged).toEqual(['Failed to add fleet']);
    const empty = setup({ request: () => Promise.resolve(undefined) });
    await createFleet('X', []);
    expect(empty.logged).toEqual(['Error adding fleet']);
  });

  it('deletes, or logs "Failed to delete fleet" and keeps it', async () => {
    useFleets.setState({ fleets: [fleet] });
    const { logged } = setup({ request: failing });
    expect(await deleteFleet('f1')).toBe(false);
    expect(logged).toEqual(['Failed to delete fleet']);
    expect(useFleets.getState().fleets).toEqual([fleet]);
    setup({ request: () => Promise.resolve(undefined) });
    expect(await deleteFleet('f1')).toBe(true);
    expect(useFleets.getState().fleets).toEqual([]);
  });

  it.each([
    ['add', ['257000002'], 'POST', 'Failed to add vessel to fleet'],
    ['add', ['257000002', '257000003'], 'POST', 'Failed to add vessels to fleet'],
    ['replace', ['257000002'], 'PATCH', 'Failed to add vessels to fleet'],
    ['remove', ['257000001'], 'DELETE', 'Failed to remove vessel from fleet'],
  ] as const)(
    '%s %j sends %s; a failure logs %j and restores the list',
    async (verb, mmsis, method, text) => {
      useFleets.setState({ fleets: [fleet] });
      const ok = setup({ request: () => Promise.resolve({ ...fleet, mmsis: ['x'] }) });
      expect(await changeFleetVessels('f1', verb, mmsis)).toBe(true);
      expect(ok.api.request).toHaveBeenCalledWith('/bwapi/v1/geodata/fleets/f1/vessels', {
        method,
        json: mmsis,
      });
      useFleets.setState({ fleets: [fleet] });
      const { logged } = setup({ request: failing });
      expect(await changeFleetVessels('f1', verb, mmsis)).toBe(false);
      expect(logged).toEqual([text]);
      expect(useFleets.getState().fleets).toEqual([fleet]);
    },
  );
});

describe('fleet vessel info (R20.02, R20.12)', () => {
  it('asks latest/combined once for the list and takes ircs from the call sign', async () => {
    const logged: string[] = [];
    configureFleets({ get: vi.fn(), request: vi.fn() } as never, (message) => logged.push(message));
    const post = vi.fn(() =>
      Promise.resolve([{ mmsi: 257000001, name: 'ALDA', callSign: 'LK1234', shipType: 30 }]),
    );
    const vessels = await fetchFleetVessels({ post } as never, ['257000001', '257000002']);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/live/v1/latest/combined',
      expect.objectContaining({ mmsi: [257000001, 257000002], modelType: 'Full' }),
      {},
    );
    expect(vessels).toEqual([
      { mmsi: '257000001', name: 'ALDA', ircs: 'LK1234', shipType: 30 },
      { mmsi: '257000002', name: null, ircs: null, shipType: null },
    ]);
    expect(logged).toEqual(['Failed to fetch vessel data for mssi: 257000002']);
  });
});
