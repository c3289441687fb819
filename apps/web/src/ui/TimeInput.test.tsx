// @vitest-environment happy-dom
import type { Language } from '@havkart/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.js';
import { TimeInput, type TimeOfDayValue } from './TimeInput.js';

afterEach(cleanup);

async function show(language: Language, onChange: (value: TimeOfDayValue) => void = () => {}) {
  const i18n = await createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <TimeInput label="Start" value={{ hour: 22, minute: 5 }} onChange={onChange} testId="time" />
    </I18nextProvider>,
  );
  const segments = screen.getAllByRole('spinbutton');
  // React Aria wraps parts in direction marks; the reader sees the text between them.
  const shown = (
    screen.getByTestId('time').querySelector('.date-field-segments')?.textContent ?? ''
  )
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .trim();
  return { segments, shown };
}

describe('a time field in the app language', () => {
  it('reads 24-hour time in Norwegian and AM/PM in English, whatever the browser says', async () => {
    const nb = await show('nb-NO');
    expect(nb.shown).toBe('22:05');
    expect(nb.segments).toHaveLength(2);
    cleanup();
    const en = await show('en-US');
    expect(en.shown).toMatch(/^10:05\s?PM$/);
    expect(en.segments).toHaveLength(3);
  });

  it('steps an hour with the arrow keys', async () => {
    const onChange = vi.fn();
    const { segments } = await show('nb-NO', onChange);
    fireEvent.keyDown(segments[0]!, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith({ hour: 23, minute: 5 });
  });
});
