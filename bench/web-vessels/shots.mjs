// Screenshots of vessels at zoom 5, 9 and 14, day and night, drawn by the custom layer and
// by today's GeoJSON layers, into SHOTS_DIR (default /tmp/vessel-shots). Not part of npm test.
//   node --conditions=source --import tsx web-vessels/shots.mjs
// Functions handed to page.evaluate run in the browser, where window exists.
/* global window */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../support/chromium.mjs';
import { servePage } from './serve.mjs';

const dir = process.env.SHOTS_DIR ?? '/tmp/vessel-shots';
fs.mkdirSync(dir, { recursive: true });
const browser = await launchChromium();
const server = await servePage('shots-page.ts');
try {
  for (const theme of ['day', 'night']) {
    for (const zoom of [5, 9, 14]) {
      for (const mode of ['gl', 'geojson']) {
        const name = `${theme}-z${zoom}-${mode}`;
        if (process.env.SHOTS_ONLY && !name.includes(process.env.SHOTS_ONLY)) continue;
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        page.on('pageerror', (e) => console.error('page error', e));
        await page.goto(`${server.origin}/?zoom=${zoom}&theme=${theme}&mode=${mode}`);
        await page.waitForFunction(() => 'shotResult' in window);
        const result = await page.evaluate(() => window.shotResult);
        const file = path.join(dir, `${name}.png`);
        await page.screenshot({ path: file });
        console.log(file, `picked ${JSON.stringify(result.picked)} expected ${result.expected}`);
        await page.close();
      }
    }
  }
} finally {
  await server.stop();
  await browser.close();
}
