import type { ViewportClass } from '@havkart/domain';

/** What decides whether the full-screen snackbar shows (spec 01 §2). */
export interface FullScreenContext {
  readonly viewportClass: ViewportClass;
  readonly embedded: boolean;
  readonly fullScreen: boolean;
  readonly iOS: boolean;
  /** The setting "mobile landscape full-screen recommendation". */
  readonly recommendationOn: boolean;
}

/**
 * Mobile landscape only, never embedded (the host page owns the screen), never when already
 * full screen, never on iOS (Safari on the iPhone has no full-screen API for pages).
 */
export function recommendFullScreen(context: FullScreenContext): boolean {
  return (
    context.recommendationOn &&
    context.viewportClass === 'mobileLandscape' &&
    !context.embedded &&
    !context.fullScreen &&
    !context.iOS
  );
}

/** iPhone, iPod and iPad, including iPads that report themselves as a Mac with touch. */
export function isIOS(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}
