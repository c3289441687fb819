import { describe, expect, it } from 'vitest';
import {
  clampPanelWidth,
  initialPanels,
  isPhoneClass,
  panelMinWidth,
  panelWidth,
  type SizedPanel,
} from './panel-widths.js';
import { VIEWPORT_CLASSES } from './viewport.js';

// Spec 01 §9 in the order mobile, mobile landscape, tablet, desktop, FHD, QHD, UHD.
const SPEC: Record<SizedPanel, { default: number[]; max: number[] }> = {
  menu: { default: [100, 30, 30, 25, 20, 13, 11], max: [100, 50, 50, 35, 30, 25, 20] },
  details: { default: [100, 35, 35, 30, 25, 16, 14], max: [100, 50, 50, 45, 40, 35, 30] },
  legend: { default: [100, 100, 15, 15, 11, 10, 9], max: [100, 100, 15, 15, 11, 10, 9] },
};

describe('panel widths per viewport class (spec 01 §9)', () => {
  const rows = (['menu', 'details', 'legend'] as const).flatMap((panel) =>
    VIEWPORT_CLASSES.map((viewport, index) => ({
      panel,
      viewport,
      expected: { default: SPEC[panel].default[index], max: SPEC[panel].max[index] },
    })),
  );

  it.each(rows)('$panel on $viewport → $expected.default % (max $expected.max %)', (row) => {
    expect(panelWidth(row.panel, row.viewport)).toEqual(row.expected);
  });
});

describe('resizing a panel', () => {
  it('stops at the maximum', () => {
    expect(clampPanelWidth('menu', 'desktop', 1440, 80)).toBe(35);
    expect(clampPanelWidth('details', 'desktop', 1440, 46)).toBe(45);
    expect(clampPanelWidth('details', 'uhd', 3840, 31)).toBe(30);
  });

  it('keeps the larger of 15 % and 280 px', () => {
    // 280 px of 1440 px is 19.44 %: the pixel floor wins.
    expect(clampPanelWidth('menu', 'desktop', 1440, 5)).toBeCloseTo((280 / 1440) * 100, 6);
    // 280 px of 3840 px is 7.3 %: 15 % wins.
    expect(clampPanelWidth('details', 'uhd', 3840, 5)).toBe(15);
  });

  it('never lets the floor pass the maximum on narrow screens', () => {
    // 280 px of 470 px is 59.6 %, above mobile landscape's 50 % maximum.
    expect(panelMinWidth('menu', 'mobileLandscape', 470)).toBe(50);
  });

  it('keeps mobile panels full width', () => {
    expect(clampPanelWidth('menu', 'mobile', 375, 40)).toBe(100);
    expect(panelMinWidth('details', 'mobile', 375)).toBe(100);
  });

  it('passes a width inside the range unchanged', () => {
    expect(clampPanelWidth('menu', 'desktop', 1440, 27.5)).toBe(27.5);
  });

  it('falls back to the default for a width that is not a number', () => {
    expect(clampPanelWidth('details', 'tablet', 1024, Number.NaN)).toBe(35);
  });
});

describe('initial panels (spec 01 §2)', () => {
  it('starts mobile with the menu closed and the details collapsed', () => {
    expect(initialPanels('mobile', false)).toEqual({
      menuOpen: false,
      detailsOpen: true,
      detailsExpanded: false,
    });
  });

  it('starts a phone held sideways like one held upright: the map, the details as a header', () => {
    expect(initialPanels('mobileLandscape', false)).toEqual({
      menuOpen: false,
      detailsOpen: true,
      detailsExpanded: false,
    });
    expect(initialPanels('mobileLandscape', false, true)).toEqual(
      initialPanels('mobileLandscape', false),
    );
  });

  const wider = VIEWPORT_CLASSES.filter((viewport) => !isPhoneClass(viewport));

  it.each(wider)('starts %s on the home view with the menu alone beside the map', (viewport) => {
    expect(initialPanels(viewport, false)).toEqual({
      menuOpen: true,
      detailsOpen: false,
      detailsExpanded: true,
    });
  });

  it.each(wider)(
    'starts %s on a details route with the details alone beside the map',
    (viewport) => {
      expect(initialPanels(viewport, false, true)).toEqual({
        menuOpen: false,
        detailsOpen: true,
        detailsExpanded: true,
      });
    },
  );

  it('keeps the menu closed when embedded and shows the details instead', () => {
    expect(initialPanels('desktop', true)).toEqual({
      menuOpen: false,
      detailsOpen: true,
      detailsExpanded: true,
    });
  });
});
