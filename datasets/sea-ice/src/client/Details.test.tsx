// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SEA_ICE_CLASSES } from '../manifest.js';
import Details from './Details.js';
import { clientPart } from './index.js';

afterEach(cleanup);

async function show(
  language: 'nb-NO' | 'en-US',
  featureId: string,
  properties: Record<string, unknown>,
) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: {} });
  render(
    <I18nextProvider i18n={i18n}>
      <Details feature={{ datasetId: 'seaice', featureId, properties }} />
    </I18nextProvider>,
  );
  const view = screen.getByTestId('seaice-details');
  const rows = [...view.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);
  return { title: view.querySelector('h2')!.textContent, rows };
}

describe('the sea-ice details view (R15.27)', () => {
  it('is the client part’s details view', async () => {
    expect((await clientPart.details!()).default).toBe(Details);
  });

  it('is titled with the class and gives its fields, in Norwegian', async () => {
    const { title, rows } = await show('nb-NO', 'close-drift-ice', {
      class: 'close-drift-ice',
      nisClass: 'Close Drift Ice',
      date: '2026-01-15',
    });
    expect(title).toBe('Tett drivis');
    expect(rows).toEqual([
      ['Konsentrasjon', '7–8/10'],
      ['Betyr', 'Drivis som dekker 7–8 tideler av havflaten, flakene mest i kontakt'],
      ['Klasse i iskartet', 'Close Drift Ice'],
      ['Iskart for', '15. jan. 2026'],
    ]);
  });

  it('in English; fast ice has no concentration, and the chart’s other class is named', async () => {
    const fast = await show('en-US', 'fast-ice', { class: 'fast-ice', nisClass: 'Fast Ice' });
    expect(fast.title).toBe('Fast ice');
    expect(fast.rows).toContainEqual(['Concentration', '–']);
    expect(fast.rows).toContainEqual(['Ice chart for', '–']);
    cleanup();
    const other = await show('en-US', 'other', { class: 'other', nisClass: 'Ice Free' });
    expect(other.title).toBe('Other (Ice Free)');
    expect(other.rows[1]).toEqual([
      'Means',
      'Ice free, or a class the chart names that is not among the known ones',
    ]);
  });

  it('names the class from the route when the data has no such area yet', async () => {
    const { title } = await show('en-US', 'open-water', {});
    expect(title).toBe('Open water');
  });

  it('has a meaning for every class in both languages', async () => {
    for (const cls of SEA_ICE_CLASSES) {
      for (const language of ['nb-NO', 'en-US'] as const) {
        cleanup();
        const { rows } = await show(language, cls, { class: cls });
        expect(rows[1]![1]).toMatch(/\w{3}/);
      }
    }
  });
});
