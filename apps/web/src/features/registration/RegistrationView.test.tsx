// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.js';
import RegistrationView from './RegistrationView.js';

let nb: I18n;
let en: I18n;
beforeAll(async () => {
  nb = await createI18n('nb-NO');
  en = await createI18n('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(i18n: I18n, path = '/registration') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <RegistrationView />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The server's answer to the registration call, and the bodies it was sent. */
function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
  });
  return sent;
}

/** The error text linked to a field by aria-describedby (its hint is linked the same way). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const errors = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('form-error'));
  return errors[0]?.textContent ?? null;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  await user.type(screen.getByLabelText(labels.email!), 'kari@example.no');
  await user.type(screen.getByLabelText(labels.firstName!), 'Kari');
  await user.type(screen.getByLabelText(labels.lastName!), 'Nordmann');
  await user.type(screen.getByLabelText(labels.phone!), '912 34 567');
  await user.type(screen.getByLabelText(labels.password!), 'havet2026');
  await user.type(screen.getByLabelText(labels.confirmPassword!), 'havet2026');
  await user.click(screen.getByRole('checkbox'));
}

const NB = {
  email: 'E-postadresse',
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  phone: 'Mobilnummer',
  password: 'Passord',
  confirmPassword: 'Gjenta passordet',
  countryCode: 'Landskode',
};

describe('the registration form', () => {
  it('links the terms the checkbox accepts', () => {
    show(nb);
    expect(screen.getByRole('link', { name: 'Les vilkårene' }).getAttribute('href')).toBe('/terms');
  });

  it('names every broken rule in Norwegian, linked to its field, and sends nothing', async () => {
    const sent = answer(201, { outcome: 'created' });
    const user = userEvent.setup({ delay: null });
    show(nb);
    await user.clear(screen.getByLabelText(NB.countryCode));
    await user.type(screen.getByLabelText(NB.countryCode), '+46');
    await user.type(screen.getByLabelText(NB.email), 'kari@example');
    await user.type(screen.getByLabelText(NB.phone), '2234567');
    await user.type(screen.getByLabelText(NB.password), 'passordet');
    await user.type(screen.getByLabelText(NB.confirmPassword), 'passord1');
    await user.click(screen.getByRole('button', { name: 'Registrer' }));
    expect(errorOf(NB.email)).toBe('Ugyldig e-postadresse');
    expect(errorOf(NB.firstName)).toBe('Påkrevd felt');
    expect(errorOf(NB.countryCode)).toBe('Ikke en norsk landskode');
    expect(errorOf(NB.phone)).toBe('Ikke et åttesifret telefonnummer');
    expect(errorOf(NB.password)).toBe('Ugyldig passord');
    expect(errorOf(NB.confirmPassword)).toBe('Passordene du skrev inn var ikke like');
    expect(screen.getByText('Vilkårene må godtas')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')).toBeTruthy();
    expect(sent).toEqual([]);

    // Once tried, the messages follow the typing.
    await user.clear(screen.getByLabelText(NB.phone));
    await user.type(screen.getByLabelText(NB.phone), '22345678');
    expect(errorOf(NB.phone)).toBe('Ikke et mobilnummer');
  });

  it('shows the spec messages word for word in English', async () => {
    answer(201, { outcome: 'created' });
    const user = userEvent.setup({ delay: null });
    show(en);
    await user.type(screen.getByLabelText('Mobile number'), '9123456x');
    await user.type(screen.getByLabelText('Password'), 'short1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Email address')).toBe('Required field');
    expect(errorOf('Mobile number')).toBe('Not a number');
    expect(errorOf('Password')).toBe('Too few characters');
    expect(errorOf('Repeat the password')).toBe('Required field');
    expect(screen.getByText('Terms and conditions must be accepted')).toBeTruthy();
  });

  it('sends a valid form and says to check the mail', async () => {
    const sent = answer(201, { outcome: 'created' });
    const user = userEvent.setup({ delay: null });
    show(nb);
    await fillValid(user, NB);
    await user.click(screen.getByRole('button', { name: 'Registrer' }));
    await screen.findByText('Sjekk e-posten din');
    expect(screen.getByText(/kari@example\.no/)).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ email: 'kari@example.no', phone: '912 34 567', acceptTerms: true }),
    ]);
  });

  it.each([
    [
      202,
      { outcome: 'existsNotActivated' },
      'User exists, not activated, a new activation mail sent',
    ],
    [409, { title: 'Conflict', detail: 'User exists' }, 'User exists'],
    [429, { title: 'Too Many Requests' }, 'Please wait a moment'],
  ])('answers %i with its outcome', async (status, body, headline) => {
    answer(status, body);
    const user = userEvent.setup({ delay: null });
    show(en);
    await fillValid(user, {
      email: 'Email address',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Mobile number',
      password: 'Password',
      confirmPassword: 'Repeat the password',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('heading', { level: 2 })).textContent?.trim()).toBe(headline);
  });

  it('puts the server’s field errors beside their fields, translated', async () => {
    answer(400, {
      title: 'One or more validation errors occurred.',
      errors: { 'body.phone': ['Not a mobile phone number'] },
    });
    const user = userEvent.setup({ delay: null });
    show(nb);
    await fillValid(user, NB);
    await user.click(screen.getByRole('button', { name: 'Registrer' }));
    await waitFor(() => expect(errorOf(NB.phone)).toBe('Ikke et mobilnummer'));
  });

  it('shows any other failure through the error display', async () => {
    answer(503, { title: 'Service Unavailable', detail: 'The mail could not be sent' });
    const user = userEvent.setup({ delay: null });
    show(en);
    await fillValid(user, {
      email: 'Email address',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Mobile number',
      password: 'Password',
      confirmPassword: 'Repeat the password',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });
});

describe('the activation landing', () => {
  it.each([
    ['activated', 'Brukeren er aktivert'],
    ['expired', 'Aktiveringslenken er utløpt'],
    ['invalid', 'Aktiveringslenken er ugyldig'],
    ['exists', 'Brukeren er allerede aktivert'],
    ['nonsense', 'Aktiveringslenken er ugyldig'],
  ])('?activation=%s says %s', (state, headline) => {
    show(nb, `/registration?activation=${state}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent?.trim()).toBe(headline);
    expect(screen.queryByRole('button', { name: 'Registrer' })).toBeNull();
  });
});
