// Downloads in Chromium against the real server: coastal warnings from the menu as GeoJSON
// and CSV (the server's file, saved under its name, the choice kept in the dataset setting),
// and a shown vessel track as GPX, Excel and Shape, written in the browser by writers loaded
// on first use.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext, waitForMapIdle } from './support/browser.js';
import { downloadAs, downloadedBytes, downloadedText } from './support/downloads.js';
import { hasOpenTrack, latestVessels } from './support/live-latest.js';
import type { RunningServer } from './support/server.js';
import { navigateInApp, SCREENSHOT_DIR, waitForView } from './support/web-shell.js';
import { startServerForBrowser } from './support/web-startup.js';

const DATE = /\d{4}-\d{2}-\d{2}/.source;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `web-downloads-${name}.png`) });

interface SourceCollection {
  features: { properties: Record<string, unknown> | null }[];
}

/** The coastal warnings' dataset setting as the app keeps it. */
async function warningsSetting(page: Page): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('havkart.datasets') ?? '{}') as Record<string, never>)
        .coastalwarnings,
  );
}

/** A simulated vessel whose open track has at least two points. */
async function vesselWithTrack(origin: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const vessels = await latestVessels<{ mmsi: number; latitude: number | null }>(origin);
    for (const vessel of vessels.filter((item) => item.latitude !== null).slice(0, 10)) {
      if (await hasOpenTrack(origin, vessel.mmsi)) return vessel.mmsi;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no simulated vessel with a track within 60 s');
}

describe.skipIf(!browserAvailable())('downloads in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let numbers: string[];
  const scripts: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    server = await startServerForBrowser({ AIS_SOURCES: 'sim://?vessels=300&seed=1&speed=20' });
    browser = await launchBrowser();
    const context = await newContext(browser);
    await context.addInitScript(() => {
      if (window.localStorage.getItem('havkart.language') === null) {
        window.localStorage.setItem('havkart.language', JSON.stringify('en-US'));
      }
    });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.origin}/?lang=en-US`);
    await waitForMapIdle(page, 150_000);
    const source = (await (
      await fetch(`${server.origin}/api/v1/datasets/coastalwarnings/geojson`)
    ).json()) as SourceCollection;
    numbers = [...new Set(source.features.map((f) => String(f.properties?.number)))].sort();
    expect(numbers.length).toBeGreaterThan(0);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('downloads the coastal warnings as GeoJSON from the menu and keeps the choice', async () => {
    await page.getByTestId('download-coastalwarnings').click();
    await page.getByTestId('download-dialog').waitFor();
    await shot(page, 'dataset-dialog');
    const download = await downloadAs(page, 'geojson');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^coastalwarnings-${DATE}\\.geojson$`));
    const collection = JSON.parse(await downloadedText(download)) as {
      type: string;
      features: { properties: { name: string | null } }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    const names = [...new Set(collection.features.map((f) => String(f.properties.name)))].sort();
    expect(names).toEqual(numbers);

    const setting = await warningsSetting(page);
    expect(setting?.format).toBe('geojson');
    expect(Number.isNaN(Date.parse(String(setting?.lastDownloaded)))).toBe(false);
  });

  it('opens on the format used last and downloads CSV with a byte-order mark', async () => {
    await page.getByTestId('download-coastalwarnings').click();
    await expect
      .poll(() => page.getByTestId('download-format-geojson').isChecked(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByTestId('download-dialog').textContent()).toContain('Last downloaded');
    const download = await downloadAs(page, 'csv');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^coastalwarnings-${DATE}\\.csv$`));
    const text = await downloadedText(download);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
    expect(header).toContain('name');
    expect(rows.length).toBeGreaterThanOrEqual(numbers.length);
    for (const number of numbers) expect(text).toContain(number);
    expect((await warningsSetting(page))?.format).toBe('csv');
  });

  it('downloads a shown vessel track as GPX with every point of the track', async () => {
    const mmsi = await vesselWithTrack(server.origin);
    await navigateInApp(page, `/ais/${mmsi}`);
    await waitForView(page, 'dataset');
    await page.getByTestId('vessel-track').click();
    const status = page.locator('[data-testid="vessel-track-status"][data-status="shown"]');
    await status.waitFor({ timeout: 30_000 });
    const points = Number(await status.getAttribute('data-points'));
    expect(points).toBeGreaterThanOrEqual(2);

    await page.getByTestId('control-track-download').click();
    await page.getByTestId('download-dialog').waitFor();
    await shot(page, 'track-dialog');
    const download = await downloadAs(page, 'gpx');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^ais-track-${mmsi}-${DATE}\\.gpx$`));
    const gpx = await downloadedText(download);
    expect(gpx).toContain('<trk>');
    expect(gpx.match(/<trkpt /g)?.length).toBe(points);
    expect(gpx.match(/<time>/g)?.length ?? 0).toBeGreaterThanOrEqual(points);
  });

  it('loads the Excel and Shape writers only for the first download in them', async () => {
    const loaded = (writer: string) =>
      scripts.some((script) => script.startsWith(`/assets/${writer}-`));
    expect(loaded('xlsx')).toBe(false);
    expect(loaded('shape')).toBe(false);
    for (const [format, extension] of [
      ['xlsx', 'xlsx'],
      ['shape', 'zip'],
    ] as const) {
      await page.getByTestId('control-track-download').click();
      const download = await downloadAs(page, format);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^ais-track-\\d+-${DATE}\\.${extension}$`),
      );
      // Both are zip files: they start with the local file header's signature.
      const bytes = await downloadedBytes(download);
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(loaded(format)).toBe(true);
    }
  });
});
