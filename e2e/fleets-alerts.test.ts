// Fleets, zone alerts and the nearest SAR units as a signed-in researcher meets them, against
// one real server fed through a udp:// source: a vessel added to a new fleet from its details
// and seen on /fleets; a /sharedfleet link saved as a fleet of one's own; a zone made from the
// map view, filtered to a flag state and a ship type, a position sent into it, and the popup
// before any poll could have brought it; six SAR vessels sent and five dashed lines drawn on
// /emergency; the area's vessels on /areaactivity by name, one's track and its place on the
// time slider.
import dgram from 'node:dgram';
import path from 'node:path';
import { AisEncoder } from '@havkart/ais';
import { describe, expect, it } from 'vitest';
import { browserAvailable, newContext, waitForMapIdle } from './support/browser.js';
import { browserSuite } from './support/browser-suite.js';
import { signInOnLoginPage } from './support/registration.js';
import { freeUdpPort, startServerForBrowser } from './support/server.js';
import { navigateInApp, SCREENSHOT_DIR, waitForView } from './support/web-shell.js';

const PASSWORD = 'e2e-demo-password';
const ALDA = 257100001;
const encoder = new AisEncoder({ talker: 'AI' });
const udp = dgram.createSocket('udp4');
let udpPort = 0;

function send(fields: Parameters<AisEncoder['encode']>[0]): void {
  for (const line of encoder.encode(fields)) udp.send(`${line}\r\n`, udpPort, '127.0.0.1');
}
const vessel = (mmsi: number, name: string, shipType: number) =>
  send({
    messageType: 5,
    mmsi,
    name: name.padEnd(20),
    callSign: 'LH0000 ',
    shipType,
    dimensionA: 20,
    dimensionB: 10,
    dimensionC: 4,
    dimensionD: 4,
  });
const position = (mmsi: number, longitude: number, latitude: number) =>
  send({
    messageType: 1,
    mmsi,
    longitude,
    latitude,
    speedOverGround: 8,
    courseOverGround: 90,
    trueHeading: 90,
    navigationalStatus: 0,
    timeStamp: 10,
  });

describe.skipIf(!browserAvailable())('fleets, zone alerts and nearest SAR, signed in', () => {
  const suite = browserSuite(async () => {
    udpPort = await freeUdpPort();
    return startServerForBrowser({
      DEMO_USER_PASSWORD: PASSWORD,
      AIS_SOURCES: `udp://127.0.0.1:${udpPort}`,
    });
  });

  it('keeps a fleet, saves a shared one, alerts on entry by push and draws the SAR lines', async () => {
    // ALDA west of the view the zone will take; six SAR vessels north of its middle.
    vessel(ALDA, 'ALDA', 70);
    position(ALDA, 11.5, 67.8);
    for (let i = 1; i <= 6; i += 1) {
      vessel(257200000 + i, `REDNING ${i}`, 51);
      position(257200000 + i, 14.5, 67.8 + i * 0.03);
    }
    const context = await newContext(suite.browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const alertPolls: string[] = [];
    page.on('request', (request) => {
      if (/\/zones\/[^/]+\/alerts/.test(request.url())) alertPolls.push(request.url());
    });
    await page.goto(`${suite.server.origin}/#map=9/67.8/14.5`);
    await waitForMapIdle(page, 150_000);
    // Zone alerts and fleets are for signed-in users only (R01.21).
    expect(await page.getByTestId('control-fleets').count()).toBe(0);
    await page.getByTestId('sign-in').click();
    await signInOnLoginPage(page, 'havforsker', PASSWORD, '/');
    await page.getByTestId('control-fleets').waitFor({ timeout: 30_000 });
    await page.getByTestId('control-zone-alerts').waitFor();

    // A vessel to a new fleet from its details, seen on /fleets (R01.07).
    await navigateInApp(page, `/ais/${ALDA}`);
    await page.getByTestId('add-to-new-fleet').click({ timeout: 30_000 });
    await waitForView(page, 'createfleet');
    expect(await page.getByTestId('fleet-mmsis').inputValue()).toBe(String(ALDA));
    await page.getByTestId('fleet-name').fill('Forskning');
    await page.getByTestId('fleet-save').click();
    await waitForView(page, 'fleets');
    const fleet = page.locator('[data-testid="fleet"][data-fleet-name="Forskning"]');
    await fleet.locator('summary').click();
    await expect.poll(() => fleet.getByTestId('fleet-vessel').textContent()).toContain('ALDA');

    // Its share button opens the /sharedfleet link; saved as a fleet of one's own (R20.13).
    await fleet.getByTestId('fleet-share').click();
    await waitForView(page, 'sharedfleet');
    expect(new URL(page.url()).search).toBe(`?name=Forskning&mmsis=${ALDA}`);
    await page.getByTestId('shared-fleet-save').click();
    await waitForView(page, 'fleets');
    await expect.poll(() => page.getByTestId('fleet').count()).toBe(2);

    // A zone from the map view; ALDA moves into it and the popup comes by push (R21.11).
    // The vessel's details centred the map on ALDA: back to the view the zone is to take.
    await page.evaluate(() => (window.location.hash = 'map=9/67.8/14.5'));
    await waitForMapIdle(page);
    await page.getByTestId('control-zone-alerts').click();
    await waitForView(page, 'zonealerts');
    await page.getByTestId('zone-name').fill('Vestfjorden');
    // Filtered to Norwegian cargo ships, which ALDA is (MID 257, ship type 70).
    await page.getByTestId('zone-country-add').selectOption('NO');
    await page.getByTestId('zone-ship-types').locator('summary').click();
    await page.getByLabel('Lasteskip').check();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fleets-alerts-zone-form.png') });
    await page.getByTestId('zone-save').click();
    const zoneCard = page.locator('[data-testid="zone"][data-zone-name="Vestfjorden"]');
    await zoneCard.waitFor({ timeout: 20_000 });
    expect(await zoneCard.getByTestId('zone-filters').textContent()).toBe('Norge · Lasteskip');
    const polledBefore = alertPolls.length;
    const sent = Date.now();
    position(ALDA, 14.5, 67.8);
    const popup = page.getByTestId('event-popup');
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.textContent()).toContain('ALDA gikk inn i Vestfjorden');
    // Well inside the 30 s poll: the zone's alerts were not fetched for it.
    expect(Date.now() - sent).toBeLessThan(20_000);
    expect(alertPolls.slice(polledBefore)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fleets-alerts-popup.png') });
    // The popup opens the vessel.
    await popup.getByRole('link').click();
    await waitForView(page, 'dataset');
    expect(new URL(page.url()).pathname).toBe(`/ais/${ALDA}`);

    // Six SAR vessels sent: five nearest, drawn as dashed lines (R23.02–R23.04, R23.08).
    await navigateInApp(page, '/emergency');
    await waitForView(page, 'emergency');
    await page.getByTestId('emergency-map-centre').click();
    await expect.poll(() => page.getByTestId('sar-unit').count(), { timeout: 20_000 }).toBe(5);
    await waitForMapIdle(page);
    const drawn = await page.evaluate(() => {
      type QueryMap = {
        getStyle(): { layers: { id: string; type: string }[] };
        getPaintProperty(layer: string, name: string): unknown;
        queryRenderedFeatures(options: { layers: string[] }): { properties: { mmsi?: number } }[];
      };
      const element = document.querySelector('[data-testid="map"]') as
        (Element & { maplibreMap?: QueryMap }) | null;
      const map = element?.maplibreMap;
      if (!map) return null;
      const layers = map
        .getStyle()
        .layers.filter((layer) => layer.id.startsWith('nearest-sar') && layer.type === 'line')
        .map((layer) => layer.id);
      const mmsis = new Set(map.queryRenderedFeatures({ layers }).map((f) => f.properties.mmsi));
      return {
        lines: mmsis.size,
        dashed: layers.map((id) => map.getPaintProperty(id, 'line-dasharray')),
      };
    });
    expect(drawn?.lines).toBe(5);
    expect(drawn?.dashed).toEqual([[3, 2]]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fleets-alerts-emergency.png') });
    // Hiding removes them (R23.05).
    await page.getByTestId('emergency-hide').click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.querySelector('[data-testid="map"]') as
            (Element & { maplibreMap?: { getStyle(): { layers: { id: string }[] } } }) | null;
          return element?.maplibreMap
            ?.getStyle()
            .layers.filter((l) => l.id.startsWith('nearest-sar')).length;
        }),
      )
      .toBe(0);

    // Area activity: the vessels seen in the view, then below zoom 6 a request to zoom in (R22.02).
    await page.getByTestId('control-area-activity').click();
    await waitForView(page, 'areaactivity');
    await expect
      .poll(() => page.getByTestId('area-vessel').allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining(String(ALDA)));
    // Rows carry the vessel's name; selecting ALDA draws its track, and the slider, which
    // starts where it was last seen, places it on the map; before its track there is no place.
    const aldaRow = page.locator(`[data-testid="area-vessel"][data-mmsi="${ALDA}"]`);
    await expect.poll(() => aldaRow.getByRole('link').textContent()).toBe('ALDA');
    await aldaRow.getByTestId('area-vessel-track').click();
    const placed = page.getByTestId('area-activity-position');
    await expect.poll(() => placed.textContent()).toContain('posisjon 67.8000, 14.5000');
    const areaLayers = () =>
      page.evaluate(() => {
        const element = document.querySelector('[data-testid="map"]') as
          (Element & { maplibreMap?: { getStyle(): { layers: { id: string }[] } } }) | null;
        const ids = element?.maplibreMap?.getStyle().layers.map((l) => l.id) ?? [];
        return ['ais-tracks', 'area-activity-position'].filter((id) =>
          ids.some((layer) => layer.startsWith(id)),
        );
      });
    await expect.poll(areaLayers).toEqual(['ais-tracks', 'area-activity-position']);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'fleets-alerts-area-track.png') });
    const slider = page.getByTestId('area-activity-time');
    await slider.fill(String(await slider.getAttribute('min')));
    await expect.poll(() => placed.textContent()).toContain('sporet viser ikke');
    await expect.poll(areaLayers).toEqual(['ais-tracks']);
    // The area view and the zone form (with the saved zone's filters) on a phone and a tablet;
    // on a phone the details sheet is opened first.
    const openSheet = async () => {
      const expand = page.getByTestId('details-expand');
      if ((await expand.isVisible()) && (await expand.getAttribute('aria-expanded')) !== 'true') {
        await expand.click();
      }
    };
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['tablet', { width: 768, height: 1024 }],
    ] as const) {
      await page.setViewportSize(size);
      await openSheet();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `fleets-alerts-area-${name}.png`) });
      await navigateInApp(page, '/zonealerts');
      await waitForView(page, 'zonealerts');
      await openSheet();
      await page.getByTestId('zone-country-add').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `fleets-alerts-zones-${name}.png`) });
      await navigateInApp(page, '/areaactivity');
      await waitForView(page, 'areaactivity');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // The resize moves the map and writes its place to the address: let it settle first.
    await waitForMapIdle(page);
    await page.evaluate(() => (window.location.hash = 'map=5.5/67.8/14.5'));
    await page.getByTestId('area-activity-zoom-in').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('area-activity-zoom-in').textContent()).toBe(
      'Zoom inn for å se aktivitet her',
    );
    expect(errors).toEqual([]);
    await context.close();
    udp.close();
  }, 120_000);
});
