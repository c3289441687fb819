import { clientPart as depth } from '@havkart/dataset-depth/client';
import { clientPart as fairways } from '@havkart/dataset-fairways/client';
import type { DatasetLayerContext } from '@havkart/datasets-core/client';
import { themes } from '@havkart/theme';
import { describe, expect, it, vi } from 'vitest';
import type { DatasetServices } from './dataset-services.js';
import {
  dependsOnLanguage,
  layerLanguage,
  refreshOnLanguageChange,
  type LanguageEvents,
} from './language.js';

const context: DatasetLayerContext = {
  theme: themes.day,
  language: 'nb-NO',
  depthUnit: 'meters',
  options: {},
  dataUrl: '/tiles/depth/{z}/{x}/{y}.pbf',
  origin: 'http://localhost',
};

/** Just enough of i18next to switch language. */
function languageEvents() {
  const listeners = new Set<(language: string) => void>();
  const events: LanguageEvents = {
    on: (_event, listener) => listeners.add(listener),
    off: (_event, listener) => listeners.delete(listener),
  };
  return { events, switchTo: (language: string) => listeners.forEach((l) => l(language)) };
}

function service(part: typeof depth, active: boolean, dataUrl: string) {
  return {
    part,
    flags: { active },
    layerContext: () => ({ ...context, dataUrl }),
    dataUrlFollowsLanguage: () => dataUrl.includes('{lang}'),
    refresh: vi.fn(async () => undefined),
  };
}

describe('the language of dataset layers', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['nb-NO', 'nb-NO'],
    [undefined, 'nb-NO'],
  ])('i18next language %s draws layers in %s', (language, expected) => {
    expect(layerLanguage(language)).toBe(expected);
  });

  it('makes depth (numbers written in the language) depend on it, and fairways not', () => {
    expect(dependsOnLanguage(depth, context)).toBe(true);
    expect(dependsOnLanguage(fairways, { ...context, dataUrl: '/x.geojson' })).toBe(false);
  });

  it('refreshes the active datasets that depend on it after each switch, until stopped', () => {
    const activeDepth = service(depth, true, '/tiles/depth/{z}/{x}/{y}.pbf');
    const inactiveDepth = service(depth, false, '/tiles/depth/{z}/{x}/{y}.pbf');
    const activeFairways = service(fairways as typeof depth, true, '/x.geojson');
    // Data asked for in the interface language is fetched again in the new one.
    const warnings = service(fairways as typeof depth, true, '/warnings.json?lang={lang}');
    const services = {
      services: new Map([
        ['depth', activeDepth],
        ['depth-2', inactiveDepth],
        ['fairways', activeFairways],
        ['warnings', warnings],
      ]),
    } as unknown as DatasetServices;
    const { events, switchTo } = languageEvents();
    const stop = refreshOnLanguageChange(services, events);
    switchTo('en-US');
    expect(activeDepth.refresh).toHaveBeenCalledTimes(1);
    expect(inactiveDepth.refresh).not.toHaveBeenCalled();
    expect(activeFairways.refresh).not.toHaveBeenCalled();
    expect(warnings.refresh).toHaveBeenCalledTimes(1);
    stop();
    switchTo('nb-NO');
    expect(activeDepth.refresh).toHaveBeenCalledTimes(1);
  });
});
