// The live API's latest vessel records, read as any client reads them, for tests that pick a
// simulated vessel and compare what the app shows with the server's record.
import { expect } from 'vitest';

/** The live API's records, Full model, as `V` (the fields the test reads); one MMSI if given. */
export async function latestVessels<V>(origin: string, mmsi?: number): Promise<V[]> {
  const response = await fetch(`${origin}/live/v1/latest/combined`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      modelType: 'Full',
      modelFormat: 'Json',
      since: '2013-01-01T00:00:00Z',
      ...(mmsi ? { mmsi: [mmsi] } : {}),
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as V[];
}

/** Whether the vessel's open track has at least two points. */
export async function hasOpenTrack(origin: string, mmsi: number): Promise<boolean> {
  const track = await fetch(`${origin}/api/v1/geodata/ais/${mmsi}/opentracks`);
  return track.ok && ((await track.json()) as unknown[]).length >= 2;
}
