// @vitest-environment happy-dom
import { exportFormat, type ExportFormat } from '@havkart/export';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../api/client.js';
import { useDatasetSettings } from '../../datasets/settings.store.js';
import { downloadDataset, downloadTrack } from './downloads.js';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('./save-file.js', () => ({
  saveFile: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));

const csv = exportFormat('csv') as ExportFormat;
const gpx = exportFormat('gpx') as ExportFormat;
const AT = new Date('2026-11-27T10:15:00Z');

beforeEach(() => {
  saved.length = 0;
  useDatasetSettings.setState({ datasets: {}, groups: {}, polarDisabled: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  apiClient.setSignInToken(undefined);
});

describe('downloading a dataset', () => {
  it("fetches the file with the user's token, saves it under the server's name and keeps the choice", async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({
        url: String(input),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return new Response('\ufeffname\r\n', {
        headers: {
          'content-type': csv.mimeType,
          'content-disposition': 'attachment; filename="coastalwarnings-2026-11-27.csv"',
        },
      });
    });
    apiClient.setSignInToken('user-token');
    const name = await downloadDataset('coastalwarnings', csv, 'nb-NO', () => AT);

    expect(name).toBe('coastalwarnings-2026-11-27.csv');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toMatch(
      /\/v1\/datasets\/coastalwarnings\/download\?format=csv&lang=nb-NO$/,
    );
    expect(requests[0]?.authorization).toBe('Bearer user-token');
    expect(saved.map((file) => file.fileName)).toEqual(['coastalwarnings-2026-11-27.csv']);
    expect(await saved[0]?.blob.text()).toBe('\ufeffname\r\n');
    expect(useDatasetSettings.getState().datasets.coastalwarnings).toMatchObject({
      format: 'csv',
      lastDownloaded: '2026-11-27T10:15:00.000Z',
    });
  });

  it('saves nothing and keeps the setting when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ title: 'Forbidden', status: 403 }), {
          status: 403,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    await expect(downloadDataset('facilities', csv, 'en-US', () => AT)).rejects.toMatchObject({
      status: 403,
    });
    expect(saved).toEqual([]);
    expect(useDatasetSettings.getState().datasets.facilities).toBeUndefined();
  });
});

describe('downloading a shown track', () => {
  it('writes it here as a dated file named after the vessel', async () => {
    const name = await downloadTrack(
      257123000,
      [
        { msgtime: '2026-11-27T10:00:00Z', latitude: 63.4, longitude: 10.4 },
        { msgtime: '2026-11-27T10:01:00Z', latitude: 63.41, longitude: 10.41 },
      ],
      gpx,
      'AIS track 257123000',
      () => AT,
    );
    expect(name).toBe('ais-track-257123000-2026-11-27.gpx');
    const text = await saved[0]?.blob.text();
    expect(text?.match(/<trkpt /g)).toHaveLength(2);
    expect(text).toContain('<time>2026-11-27T10:01:00Z</time>');
  });
});
