// Vessel details at /ais/{mmsi} against the real server and its traffic simulator: the shown
// fields equal the live API's record, the track shows, a favourite survives a reload, and an
// unknown MMSI shows the spec's texts.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  flyTo,
  launchBrowser,
  newContext,
  waitForMapIdle,
} from './support/browser.js';
import { SPEED_BAND_COLOURS } from '../datasets/ais/src/client/tracks/track-rules.js';
import { countColour } from './support/pixels.js';
import { hasOpenTrack, latestVessels } from './support/live-latest.js';
import type { RunningServer } from './support/server.js';
import { navigateInApp, SCREENSHOT_DIR, waitForView } from './support/web-shell.js';
import { startServerForBrowser, startupPhase } from './support/web-startup.js';

interface Vessel {
  mmsi: number;
  msgtime: string;
  name: string | null;
  callSign: string | null;
  imoNumber: number | null;
  latitude: number | null;
  longitude: number | null;
  speedOverGround: number | null;
  courseOverGround: number | null;
  trueHeading: number | null;
  navigationalStatus: number | null;
  destination: string | null;
  draught: number | null;
  shipType: number | null;
  dimensionA: number | null;
  dimensionB: number | null;
  dimensionC: number | null;
  dimensionD: number | null;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `vessels-details-${name}.png`) });

/** A simulated vessel with a name, call sign, dimensions and at least two track points. */
async function pickVessel(origin: string): Promise<Vessel> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const vessels = (await latestVessels<Vessel>(origin)).filter(
      (vessel) =>
        vessel.name &&
        vessel.callSign &&
        vessel.latitude !== null &&
        vessel.dimensionA !== null &&
        vessel.speedOverGround !== null &&
        vessel.speedOverGround > 2,
    );
    for (const vessel of vessels.slice(0, 10)) {
      if (await hasOpenTrack(origin, vessel.mmsi)) return vessel;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no simulated vessel with a track within 60 s');
}

async function openSettings(page: Page): Promise<void> {
  if (!(await page.locator('[data-testid="menu"]').isVisible())) {
    await page.locator('[data-testid="menu-toggle"]').click();
  }
  await page.locator('[data-testid="tab-settings"]').click();
}

/** A date field's shown text, without the direction marks React Aria puts around parts. */
async function fieldText(page: Page, testId: string): Promise<string> {
  const shown = await page.locator(`[data-testid="${testId}"] .date-time-segments`).textContent();
  return (shown ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').trim();
}

/** Types a time into a date field segment by segment, as US English orders them. */
async function typeEnglishTime(page: Page, testId: string, ms: number): Promise<void> {
  const keys = await page.evaluate((time) => {
    const date = new Date(time);
    const pad = (n: number) => String(n).padStart(2, '0');
    const hour = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
    return (
      pad(date.getMonth() + 1) +
      pad(date.getDate()) +
      String(date.getFullYear()) +
      pad(hour) +
      pad(date.getMinutes()) +
      (date.getHours() < 12 ? 'A' : 'P')
    );
  }, ms);
  await page.locator(`[data-testid="${testId}"] [role="spinbutton"]`).first().click();
  await page.keyboard.type(keys);
}

const text = async (page: Page, id: string) =>
  ((await page.locator(`[data-testid="vessel-${id}"]`).textContent()) ?? '').trim();

describe.skipIf(!browserAvailable())('vessel details (/ais/{mmsi})', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let vessel: Vessel;

  beforeAll(async () => {
    server = await startServerForBrowser({ AIS_SOURCES: 'sim://?vessels=300&seed=1&speed=20' });
    browser = await launchBrowser();
    context = await newContext(browser);
    // English texts, so the spec's English is what the test reads.
    await context.addInitScript(() => {
      if (window.localStorage.getItem('havkart.language') === null) {
        window.localStorage.setItem('havkart.language', JSON.stringify('en-US'));
      }
    });
    page = await context.newPage();
    await page.goto(`${server.origin}/?lang=en-US`);
    // The first drawing of the map (software WebGL) and the simulator's first static
    // reports both take a while on a busy machine; wait for them side by side.
    [vessel] = await Promise.all([pickVessel(server.origin), waitForMapIdle(page, 150_000)]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the fields of the live API record, in the spec formats', async () => {
    const lookup = page.waitForResponse(
      (response) =>
        response.url().endsWith('/live/v1/latest/combined') &&
        (response.request().postData() ?? '').includes(`"mmsi":[${vessel.mmsi}]`),
    );
    await navigateInApp(page, `/ais/${vessel.mmsi}`);
    await waitForView(page, 'dataset');
    const answered = ((await (await lookup).json()) as Vessel[])[0]!;
    await page.waitForSelector('[data-testid="vessel-details"]');
    expect(answered.mmsi).toBe(vessel.mmsi);

    expect(await text(page, 'name')).toBe(answered.name!.trim());
    expect(await text(page, 'mmsi')).toBe(String(answered.mmsi));
    expect(await text(page, 'callsign')).toBe(answered.callSign!.trim());
    expect(await text(page, 'imo')).toBe(answered.imoNumber ? String(answered.imoNumber) : '–');
    expect(await text(page, 'country')).toMatch(/\S/);
    expect(await text(page, 'dimensions')).toBe(
      `${answered.dimensionA! + answered.dimensionB!} × ${answered.dimensionC! + answered.dimensionD!} m`,
    );
    expect(await text(page, 'destination')).toBe(answered.destination?.trim() || '–');
    expect(await text(page, 'draught')).toBe(
      answered.draught ? `${(answered.draught / 10).toFixed(1)} m` : '–',
    );
    // Position fields are compared when the view still shows the looked-up record.
    const shownTime = await page
      .locator('[data-testid="vessel-details"]')
      .getAttribute('data-msgtime');
    if (shownTime === answered.msgtime) {
      expect(await text(page, 'speed')).toBe(`${answered.speedOverGround!.toFixed(1)} kn`);
      expect(await text(page, 'course')).toBe(
        answered.courseOverGround === null ? '–' : `${answered.courseOverGround.toFixed(1)}°`,
      );
    } else {
      expect(await text(page, 'speed')).toMatch(/^\d+\.\d kn$/);
    }
    expect(await text(page, 'lastseen')).toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(await text(page, 'distance')).toMatch(/ (m|km) \(\d+\.\d{2} NM\) \d{3}°$/);
    await shot(page, 'fields');
  });

  it('shows the speed in km/h and the time in UTC when the settings say so', async () => {
    await page.evaluate(() => {
      window.localStorage.setItem(
        'havkart.settings',
        JSON.stringify({ vesselSpeedUnit: 'km/h', utcTime: true }),
      );
    });
    await page.reload();
    await page.waitForSelector('[data-testid="vessel-details"]');
    expect(await text(page, 'speed')).toMatch(/^\d+\.\d km\/h$/);
    expect(await text(page, 'lastseen')).toMatch(/ UTC$/);
    await page.evaluate(() => window.localStorage.removeItem('havkart.settings'));
    await page.reload();
    await page.waitForSelector('[data-testid="vessel-details"]');
    expect(await text(page, 'speed')).toMatch(/ kn$/);
  });

  it('shows its latest track on the map: every point the track API has', async () => {
    await waitForMapIdle(page);
    const [lon, lat] = [vessel.longitude!, vessel.latitude!];
    await flyTo(page, 11, lat, lon);
    const track = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/geodata/ais/${vessel.mmsi}/opentracks`),
    );
    await page.click('[data-testid="vessel-track"]');
    const points = (await (await track).json()) as unknown[];
    const status = page.locator('[data-testid="vessel-track-status"]');
    await status.and(page.locator('[data-status="shown"]')).waitFor({ timeout: 30_000 });
    expect(Number(await status.getAttribute('data-points'))).toBe(points.length);
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(await page.getAttribute('[data-testid="vessel-track"]', 'aria-pressed')).toBe('true');
    await waitForMapIdle(page);
    await shot(page, 'track');
  });

  it('colours the track by speed, and hides it, as the settings say', async () => {
    const track = (await (
      await fetch(`${server.origin}/api/v1/geodata/ais/${vessel.mmsi}/opentracks`)
    ).json()) as { latitude: number; longitude: number; speedOverGround: number | null }[];
    const shown = Number(
      await page.locator('[data-testid="vessel-track-status"]').getAttribute('data-points'),
    );
    const drawn = track.slice(0, shown);
    const [first, last] = [drawn[0]!, drawn.at(-1)!];
    await flyTo(
      page,
      16,
      (first.latitude + last.latitude) / 2,
      (first.longitude + last.longitude) / 2,
    );
    // The colours of the speed bands the drawn points fall in (checklist A44 stops).
    const stops = [0, 2, 5, 10, 15, 20];
    const bandOf = (knots: number | null) =>
      stops.filter((stop) => (knots ?? 0) >= stop).length - 1;
    const colours = [
      ...new Set(drawn.map((point) => SPEED_BAND_COLOURS.day[bandOf(point.speedOverGround)]!)),
    ];
    const bandPixels = async () => {
      await waitForMapIdle(page);
      const png = await page.locator('[data-testid="map"]').screenshot();
      return colours.reduce((sum, colour) => sum + countColour(png, colour, 20), 0);
    };
    const before = await bandPixels();
    await openSettings(page);
    await page.locator('[data-testid="setting-colourAisTrackBySpeed"]').click();
    const coloured = await bandPixels();
    expect(coloured).toBeGreaterThan(before + 40);
    await shot(page, 'track-by-speed');

    await page.locator('[data-testid="setting-aisTrack"]').click();
    await page.waitForSelector('[data-testid="vessel-track-off"]');
    expect(await bandPixels()).toBeLessThan(coloured / 4);

    await page.locator('[data-testid="setting-aisTrack"]').click();
    await page.waitForSelector('[data-testid="vessel-track"]');
    expect(await bandPixels()).toBeGreaterThan(coloured / 2);
    await page.locator('[data-testid="setting-colourAisTrackBySpeed"]').click();
    expect(await bandPixels()).toBeLessThan(before + 40);
  });

  it('writes the period in the app language: Norwegian, then English after a switch', async () => {
    await openSettings(page);
    const picker = page.getByTestId('language-picker');
    await picker.getByText('Norsk').click();
    const from = page.getByTestId('vessel-track-from');
    await from.getByRole('button', { name: 'Kalender' }).waitFor();
    // Day, month, year and a 24-hour time, as Norwegian writes them.
    expect(await fieldText(page, 'vessel-track-from')).toMatch(
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    );
    const segments = from.getByRole('spinbutton');
    expect(await segments.first().getAttribute('aria-label')).toMatch(/^dag/i);
    expect(await segments.count()).toBe(5);
    await picker.getByText('English').click();
    await from.getByRole('button', { name: 'Calendar' }).waitFor();
    expect(await fieldText(page, 'vessel-track-from')).toMatch(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\s?(AM|PM)$/,
    );
    expect(await segments.first().getAttribute('aria-label')).toMatch(/^month/i);
    await shot(page, 'track-range-en');
  });

  it("says 'Timespan expired' for a period the server no longer keeps", async () => {
    // The server keeps 30 days of track points (TRACK_RETENTION_DAYS).
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    await typeEnglishTime(page, 'vessel-track-from', minute - 40 * 86_400_000);
    await typeEnglishTime(page, 'vessel-track-to', minute - 39 * 86_400_000);
    await page.click('[data-testid="vessel-track-range-show"]');
    const status = page.locator('[data-testid="vessel-track-status"]');
    await status.and(page.locator('[data-status="expired"]')).waitFor({ timeout: 30_000 });
    expect((await status.textContent())?.trim()).toBe('Timespan expired');
    // Nothing is drawn, so the track button offers to show one rather than to hide it.
    const trackButton = page.locator('[data-testid="vessel-track"]');
    expect(await trackButton.getAttribute('aria-pressed')).toBe('false');
    expect((await trackButton.textContent())?.trim()).toBe('Show track');
    await shot(page, 'track-expired');
  });

  it('shows the track of a chosen period from the open and the historic sources', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/(ais\/open|historic)\/tracks\//.test(request.url()))
        asked.push(request.url());
    });
    // An hour back to two ahead: the simulator's clock runs ahead of the wall clock. Typed
    // by keyboard into the fields' segments, in the English order the page is now in.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const [from, to] = [minute - 3_600_000, minute + 7_200_000];
    await typeEnglishTime(page, 'vessel-track-to', to);
    await typeEnglishTime(page, 'vessel-track-from', from);
    await page.click('[data-testid="vessel-track-range-show"]');
    const status = page.locator('[data-testid="vessel-track-status"]');
    await status.and(page.locator('[data-status="shown"]')).waitFor({ timeout: 30_000 });
    const span = `${encodeURIComponent(new Date(from).toISOString())}/${encodeURIComponent(new Date(to).toISOString())}`;
    expect(
      asked.some((url) => url.includes(`/api/v1/ais/open/tracks/${vessel.mmsi}/${span}`)),
    ).toBe(true);
    expect(
      asked.some((url) => url.includes(`/api/v1/historic/tracks/${vessel.mmsi}/${span}`)),
    ).toBe(true);
    expect(Number(await status.getAttribute('data-points'))).toBeGreaterThanOrEqual(2);
  });

  it('keeps the followed vessel in the centre of the map', async () => {
    await flyTo(page, 9, 59, 5);
    await page.click('[data-testid="vessel-follow"]');
    await page.waitForSelector('[data-testid="vessel-follow"][aria-pressed="true"]');
    const centre = async () =>
      page.evaluate(() => {
        const [, lat, lon] = (window.location.hash.split('map=')[1] ?? '').split('/').map(Number);
        return { lat: lat!, lon: lon! };
      });
    await page.waitForFunction(
      ([lat, lon]) => {
        const [, la, lo] = (window.location.hash.split('map=')[1] ?? '').split('/').map(Number);
        return Math.abs(la! - lat) < 0.5 && Math.abs(lo! - lon) < 0.5;
      },
      [vessel.latitude!, vessel.longitude!] as const,
      { timeout: 15_000 },
    );
    const now = (await latestVessels<Vessel>(server.origin, vessel.mmsi))[0]!;
    const shown = await centre();
    // The simulator runs at 20 times real speed, so the vessel moves between two readings.
    expect(Math.abs(shown.lat - now.latitude!)).toBeLessThan(0.2);
    expect(Math.abs(shown.lon - now.longitude!)).toBeLessThan(0.4);
    await page.click('[data-testid="vessel-follow"]');
    await page.waitForSelector('[data-testid="vessel-follow"][aria-pressed="false"]');
  });

  it('keeps a favourite after a reload', async () => {
    await page.click('[data-testid="vessel-favourite"]');
    await page.waitForSelector('[data-testid="vessel-favourite"][aria-pressed="true"]');
    await page.reload();
    await page.waitForSelector('[data-testid="vessel-details"]');
    await page.waitForSelector('[data-testid="vessel-favourite"][aria-pressed="true"]');
    expect(await page.locator('[data-testid="vessel-favourite"]').textContent()).toBe(
      'Remove from favourites',
    );
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('havkart.favourites') ?? '[]'),
    );
    expect(stored).toEqual([
      expect.objectContaining({
        value: `/ais/${vessel.mmsi}`,
        category: 'vessel',
        visits: 0,
        geometries: [expect.objectContaining({ type: 'Point' })],
      }),
    ]);
    await waitForMapIdle(page);
    await shot(page, 'favourite');
  });

  it('rings a favourite vessel in #00a5e0 while "Show favorites in map" is on', async () => {
    // The simulator runs at 20 times real speed, so the vessel leaves a harbour-zoom view in
    // seconds: look where it is now, from far enough out that it stays in view while the
    // ring is counted three times.
    const now = (await latestVessels<Vessel>(server.origin, vessel.mmsi))[0]!;
    await flyTo(page, 12, now.latitude!, now.longitude!);
    const ringPixels = async () => {
      await waitForMapIdle(page);
      return countColour(await page.locator('[data-testid="map"]').screenshot(), '#00a5e0', 20);
    };
    const on = await ringPixels();
    expect(on).toBeGreaterThan(40);
    await shot(page, 'favourite-ring');
    await openSettings(page);
    await page.locator('[data-testid="setting-favourites"]').click();
    expect(await ringPixels()).toBeLessThan(on / 4);
    await page.locator('[data-testid="setting-favourites"]').click();
    expect(await ringPixels()).toBeGreaterThan(on / 2);
  });

  it('fetches recent tracks at startup only while showing them is on', async () => {
    type Body = { msgTimeFrom: string; msgTimeTo: string; polygon: { type: string } };
    const isRecentTracks = (url: string) => url.endsWith('/api/v1/geodata/ais/open/vesselsinarea');
    const load = async (settings: Record<string, unknown> | null, expectOne: boolean) => {
      const fresh = await newContext(browser);
      await fresh.addInitScript((stored) => {
        window.localStorage.setItem('havkart.language', JSON.stringify('en-US'));
        if (stored) window.localStorage.setItem('havkart.settings', JSON.stringify(stored));
      }, settings);
      const other = await fresh.newPage();
      const bodies: Body[] = [];
      other.on('request', (request) => {
        if (isRecentTracks(request.url())) bodies.push(request.postDataJSON() as Body);
      });
      // The call goes out once start-up is ready (the AIS token is in), which on a busy
      // machine comes well after the map is idle: wait for it rather than for the map.
      const asked = expectOne
        ? other.waitForRequest((request) => isRecentTracks(request.url()), { timeout: 90_000 })
        : null;
      await other.goto(`${server.origin}/#map=9/62.5/6.5`);
      await asked;
      expect(await startupPhase(other, 90_000)).toBe('ready');
      await waitForMapIdle(other);
      await fresh.close();
      return bodies;
    };
    const shown = await load(null, true);
    expect(shown).toHaveLength(1);
    const minutes = (Date.parse(shown[0]!.msgTimeTo) - Date.parse(shown[0]!.msgTimeFrom)) / 60_000;
    expect(minutes).toBe(30);
    expect(shown[0]!.polygon.type).toBe('Polygon');
    expect(await load({ recentAisTracks: false }, false)).toHaveLength(0);
  });

  it("says 'Vessel not found' for an MMSI no vessel has", async () => {
    await navigateInApp(page, '/ais/100000001');
    await page.waitForSelector('[data-testid="vessel-not-found"]');
    const shown = await page.locator('[data-testid="vessel-not-found"]').textContent();
    expect(shown).toContain('Vessel not found');
    expect(shown).toContain(
      'The vessel is not in the map (possibly not logged in or no access to the vessel type)',
    );
    await shot(page, 'not-found');
  });
});
