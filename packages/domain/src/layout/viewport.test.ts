import { describe, expect, it } from 'vitest';
import {
  isProbableMobileLandscape,
  viewportClass,
  viewportClassFromWidth,
  type ViewportClass,
} from './viewport.js';

describe('viewport class from width (spec 01 §2, §9)', () => {
  it.each<[number, ViewportClass]>([
    [0, 'mobile'],
    [375, 'mobile'],
    [479, 'mobile'],
    [480, 'mobileLandscape'],
    [767, 'mobileLandscape'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1440, 'desktop'],
    [1919, 'desktop'],
    [1920, 'desktopFhd'],
    [2559, 'desktopFhd'],
    [2560, 'qhd'],
    [3839, 'qhd'],
    [3840, 'uhd'],
    [7680, 'uhd'],
  ])('%i px → %s', (width, expected) => {
    expect(viewportClassFromWidth(width)).toBe(expected);
  });
});

describe('probable mobile landscape: height < 480 and width > 1.5 × height', () => {
  it.each<[number, number, boolean]>([
    [844, 390, true],
    [667, 375, true],
    [720, 479, true],
    [720, 480, false], // height not under 480
    [585, 390, false], // exactly 1.5 × height is not over it
    [586, 390, true],
    [375, 667, false], // portrait phone
    [1024, 768, false],
    [1920, 1080, false],
  ])('%i×%i → %s', (width, height, expected) => {
    expect(isProbableMobileLandscape(width, height)).toBe(expected);
  });
});

describe('viewport class from width and height', () => {
  it.each<[number, number, ViewportClass]>([
    [375, 667, 'mobile'],
    [844, 390, 'mobileLandscape'], // a tablet by width, a phone held sideways by shape
    [1024, 768, 'tablet'],
    [1440, 900, 'desktop'],
    [1920, 1080, 'desktopFhd'],
    [2560, 1440, 'qhd'],
    [3840, 2160, 'uhd'],
    [1400, 400, 'mobileLandscape'], // the shape wins whatever the width
    [470, 300, 'mobileLandscape'],
    [700, 500, 'mobileLandscape'], // by width alone
  ])('%i×%i → %s', (width, height, expected) => {
    expect(viewportClass(width, height)).toBe(expected);
  });
});
