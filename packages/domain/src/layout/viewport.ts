/**
 * Device classes the layout adapts to (spec 01 §2, §9), smallest first. The order matters:
 * panel-width tables are listed in this order.
 */
export const VIEWPORT_CLASSES = [
  'mobile',
  'mobileLandscape',
  'tablet',
  'desktop',
  'desktopFhd',
  'qhd',
  'uhd',
] as const;

export type ViewportClass = (typeof VIEWPORT_CLASSES)[number];

/**
 * Width breakpoints in CSS pixels (spec 01 §9). Each is the exclusive upper bound of the
 * class at the same index in {@link VIEWPORT_CLASSES}; at or above the last one is UHD.
 */
export const VIEWPORT_BREAKPOINTS = [480, 768, 1280, 1920, 2560, 3840] as const;

/** Height under which a wide screen is probably a phone held sideways, CSS pixels. */
export const MOBILE_LANDSCAPE_MAX_HEIGHT = 480;

/** Width-to-height ratio a phone held sideways exceeds. */
export const MOBILE_LANDSCAPE_MIN_ASPECT = 1.5;

/** The class from width alone: mobile < 480 ≤ mobile landscape < 768 ≤ tablet < 1280 … */
export function viewportClassFromWidth(width: number): ViewportClass {
  const index = VIEWPORT_BREAKPOINTS.findIndex((breakpoint) => width < breakpoint);
  return VIEWPORT_CLASSES[index === -1 ? VIEWPORT_CLASSES.length - 1 : index] as ViewportClass;
}

/**
 * Probable mobile landscape (spec 01 §2): height under 480 px and width over 1.5 × the
 * height, e.g. a phone at 844×390.
 */
export function isProbableMobileLandscape(width: number, height: number): boolean {
  return height < MOBILE_LANDSCAPE_MAX_HEIGHT && width > MOBILE_LANDSCAPE_MIN_ASPECT * height;
}

/**
 * The viewport class of a window. A probable mobile landscape wins over the width class
 * whatever the width, so a phone held sideways (844×390) never gets the tablet layout.
 */
export function viewportClass(width: number, height: number): ViewportClass {
  if (isProbableMobileLandscape(width, height)) return 'mobileLandscape';
  return viewportClassFromWidth(width);
}
