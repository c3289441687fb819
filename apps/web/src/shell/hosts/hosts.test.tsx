// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import { useModals } from '../modals.store.js';
import { showToast, toasts } from '../toasts.js';
import ModalHost from './ModalHost.js';
import ToastHost from './ToastHost.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en-US');
});
afterEach(() => {
  cleanup();
  useModals.getState().closeAll();
  for (const toast of toasts.visibleToasts) toasts.close(toast.key);
});

describe('toast host', () => {
  it('shows queued toasts in a labelled region', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ToastHost />
      </I18nextProvider>,
    );
    act(() => showToast({ title: 'Saved', description: 'Your route is kept' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your route is kept')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});

describe('modal host', () => {
  it('shows every active modal as a named dialog and closes one with its button', async () => {
    useModals.getState().openModal({ id: 'first', title: 'First', content: <p>one</p> });
    useModals.getState().openModal({ id: 'second', title: 'Second', content: <p>two</p> });
    render(
      <I18nextProvider i18n={i18n}>
        <ModalHost />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    const close = screen.getAllByRole('button', { name: 'Close' }).at(-1);
    act(() => close?.click());
    expect(useModals.getState().modals.map((modal) => modal.id)).toEqual(['first']);
  });
});
