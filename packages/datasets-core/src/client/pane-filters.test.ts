import { describe, expect, it } from 'vitest';
import { shownChoices, toggleChoice, type PaneFilter } from './pane-filters.js';

const CHOICES = ['cod', 'herring', 'other'] as const;
const off: PaneFilter = { id: 'species', active: false, value: [], defaultValue: [] };
const other: PaneFilter = { id: 'theme', active: true, value: 'lice', defaultValue: 'disease' };

describe('a multiple-choice pane filter', () => {
  it('shows every choice while off, and only the listed ones, in order, while on', () => {
    expect(shownChoices([off], 'species', CHOICES)).toEqual(['cod', 'herring', 'other']);
    const on = { ...off, active: true, value: ['other', 'cod'] };
    expect(shownChoices([on], 'species', CHOICES)).toEqual(['cod', 'other']);
  });

  it('switches one choice, touching no other filter', () => {
    const once = toggleChoice([off, other], 'species', CHOICES, 'herring');
    expect(once[0]).toMatchObject({ active: true, value: ['cod', 'other'] });
    expect(once[1]).toBe(other);
  });

  it('turns itself off, back at its default, once every choice is shown again', () => {
    const hidden = toggleChoice([off], 'species', CHOICES, 'cod');
    const back = toggleChoice(hidden, 'species', CHOICES, 'cod');
    expect(back[0]).toMatchObject({ active: false, value: [] });
  });
});
