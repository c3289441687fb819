// Debian's Chromium as every browser benchmark runs it: headless, with WebGL in software
// (SwiftShader), the flags the engineering notes give for machines without a GPU.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];

/** A Playwright browser on Debian's Chromium with the benchmark flags. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
