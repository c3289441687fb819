import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server.js';

const require = createRequire(import.meta.url);

/** The five viewports every layout is checked at (375×667 phone … 1920×1080 full HD). */
export const VIEWPORTS = [
  { width: 375, height: 667, viewportClass: 'mobile' },
  { width: 844, height: 390, viewportClass: 'mobileLandscape' },
  { width: 1024, height: 768, viewportClass: 'tablet' },
  { width: 1440, height: 900, viewportClass: 'desktop' },
  { width: 1920, height: 1080, viewportClass: 'desktopFhd' },
] as const;

export const SCREENSHOT_DIR = path.join(repoRoot, 'var', 'test-results', 'screenshots');

/** Navigates inside the app the way a link does: no reload, the map stays. */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target + window.location.hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** Waits until the details pane shows a given view. */
export async function waitForView(page: Page, view: string): Promise<void> {
  await page.waitForSelector(`[data-testid="details-pane"][data-view="${view}"]`, {
    timeout: 15_000,
  });
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** The bounding box of the first match, from getBoundingClientRect; null when absent. */
export async function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return null;
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  }, selector);
}

/** A width as a percentage of the window's width. */
export async function widthPercent(page: Page, selector: string): Promise<number | null> {
  const box = await boxOf(page, selector);
  if (!box) return null;
  const windowWidth = await page.evaluate(() => window.innerWidth);
  return (box.width / windowWidth) * 100;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated, not injected as a script tag: the app's content security policy forbids inline
  // scripts, rightly.
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
