// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import { NameAndSaveForm } from './NameAndSaveForm.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
});
afterEach(cleanup);

function show() {
  const onSave = vi.fn<(name: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <NameAndSaveForm
        className="x"
        label="Name"
        submitLabel="Save"
        testIds={{ name: 'name', submit: 'save' }}
        onSave={onSave}
      />
    </I18nextProvider>,
  );
  return onSave;
}

describe('saving under a name (1–100 characters)', () => {
  it('says the name is required, and saves nothing, until one is typed', async () => {
    const onSave = show();
    await userEvent.click(screen.getByTestId('save'));
    expect(screen.getByRole('alert').textContent).toBe('Required field');
    expect(screen.getByTestId('name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('name'), '  Fiskeplass  ');
    await userEvent.click(screen.getByTestId('save'));
    expect(onSave).toHaveBeenCalledWith('Fiskeplass');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('');
  });

  it('refuses 101 characters and takes 100', async () => {
    const onSave = show();
    const field = screen.getByTestId('name');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByTestId('save'));
    expect(screen.getByRole('alert').textContent).toBe('Too many characters');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(field, '{Backspace}');
    await userEvent.click(screen.getByTestId('save'));
    expect(onSave).toHaveBeenCalledWith('x'.repeat(100));
  });
});
