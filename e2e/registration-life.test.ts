import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newContext } from './support/browser.js';
import { activationLinkFor, signInOnLoginPage, storedAccessToken } from './support/registration.js';
import { startServerForBrowser, type RunningServer } from './support/server.js';
import { SCREENSHOT_DIR, waitForView } from './support/web-shell.js';

const ADMIN_PASSWORD = 'e2e-demo-password';
const EMAIL = 'kari.nordmann@example.no';
const PASSWORD = 'havet2026';
const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [4.5, 60],
      [6, 60],
      [6, 61.5],
      [4.5, 61.5],
      [4.5, 60],
    ],
  ],
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

/** Calls the API from the page with a bearer token; answers the status and the body. */
function call(page: Page, url: string, token: string, method = 'GET') {
  return page.evaluate(
    async ({ url, token, method }) => {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { url, token, method },
  );
}

describe.skipIf(!browserAvailable())(
  'an access application from registration to revocation',
  () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      // The issuer, the redirect URIs and the activation links come from PUBLIC_URL.
      server = await startServerForBrowser({ DEMO_USER_PASSWORD: ADMIN_PASSWORD });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it('registers, activates by mail, applies, is approved, then revoked', async () => {
      const applicant = await (await newContext(browser)).newPage();
      await applicant.goto(`${server.origin}/registration`);
      await waitForView(applicant, 'registration');

      // The spec's messages, before anything is sent.
      await applicant.getByRole('button', { name: 'Registrer' }).click();
      await expect.poll(() => applicant.getByText('Vilkårene må godtas').count()).toBe(1);
      expect(await applicant.getByLabel('E-postadresse').getAttribute('aria-invalid')).toBe('true');
      await shot(applicant, 'registration-form-1440');

      await applicant.getByLabel('E-postadresse').fill(EMAIL);
      await applicant.getByLabel('Fornavn').fill('Kari');
      await applicant.getByLabel('Etternavn').fill('Nordmann');
      await applicant.getByLabel('Mobilnummer').fill('912 34 567');
      await applicant.getByLabel('Passord', { exact: true }).fill(PASSWORD);
      await applicant.getByLabel('Gjenta passordet').fill(PASSWORD);
      await applicant.getByRole('checkbox').check({ force: true });
      await applicant.getByRole('button', { name: 'Registrer' }).click();
      await applicant.getByRole('heading', { name: 'Sjekk e-posten din' }).waitFor();

      // The mailed link activates the user and lands on the registration view.
      const link = await activationLinkFor(server.dataDir, server.origin, EMAIL);
      await applicant.goto(link);
      await applicant.getByRole('heading', { name: 'Brukeren er aktivert' }).waitFor();
      expect(new URL(applicant.url()).searchParams.get('activation')).toBe('activated');

      // Sign in from the applications view and apply for restricted AIS.
      await applicant.getByRole('link', { name: 'Søk om tilgang' }).click();
      await waitForView(applicant, 'applications');
      await applicant.getByTestId('details-pane').getByRole('button', { name: 'Logg inn' }).click();
      await signInOnLoginPage(applicant, EMAIL, PASSWORD, '/applications');
      const form = applicant.getByTestId('ais-application');
      await form.waitFor({ timeout: 20_000 });
      await form.getByLabel('Interesseområde (GeoJSON-polygon)').fill(JSON.stringify(AREA));
      await applicant.getByTestId('area-preview').waitFor();
      await form.getByLabel('Firmanavn').fill('Kystdata AS');
      await form
        .getByLabel('Hva skal dataene brukes til?')
        .fill('Trafikkanalyse for havneplanlegging');
      await form.getByLabel('Telefonnummer').fill('22 33 44 55');
      await form.getByRole('button', { name: 'Send søknad' }).click();
      await applicant.getByText('Søknaden er sendt. Du får svar på e-post.').waitFor();
      await expect
        .poll(() => applicant.getByTestId('my-applications').textContent())
        .toContain('Venter');
      await shot(applicant, 'registration-applications-1440');
      const token = await storedAccessToken(applicant);
      const before = await call(applicant, '/api/v2/user/profiles', token);
      expect(before.body).toMatchObject({ restrictedAisProfile: null });

      // The administrator approves with a reason.
      const admin = await (await newContext(browser)).newPage();
      await admin.goto(`${server.origin}/admin`);
      await waitForView(admin, 'admin');
      await admin.getByTestId('details-pane').getByRole('button', { name: 'Logg inn' }).click();
      await signInOnLoginPage(admin, 'admin', ADMIN_PASSWORD, '/admin');
      const pending = admin.getByTestId('admin-application').filter({ hasText: 'Kystdata AS' });
      await pending.waitFor({ timeout: 20_000 });
      await pending
        .getByLabel('Begrunnelse (sendes til søkeren)')
        .fill('Formålet er godt beskrevet');
      await shot(admin, 'registration-admin-1440');
      await pending.getByRole('button', { name: 'Godkjenn' }).click();
      await admin.getByText('Søknaden er oppdatert.').waitFor();

      const approved = await call(applicant, '/api/v2/user/profiles', token);
      expect(approved.body).toMatchObject({
        restrictedAisProfile: { isValid: true, geoFilter: AREA },
      });
      expect(
        (await call(applicant, '/live/restricted/v1/latest/combined', token, 'POST')).status,
      ).toBe(200);

      // Revoked: the next restricted call is refused.
      await admin.getByLabel('Status').selectOption('Approved');
      const granted = admin.getByTestId('admin-application').filter({ hasText: 'Kystdata AS' });
      await granted.getByLabel('Begrunnelse (sendes til søkeren)').fill('Avtalen er avsluttet');
      await granted.getByRole('button', { name: 'Trekk tilbake' }).click();
      await admin.getByText('Søknaden er oppdatert.').waitFor();
      expect(
        (await call(applicant, '/live/restricted/v1/latest/combined', token, 'POST')).status,
      ).toBe(403);

      // The audit log shows both decisions.
      await admin.getByRole('tab', { name: 'Logg' }).click();
      const audit = admin.getByTestId('admin-audit');
      await expect.poll(() => audit.textContent()).toContain('application.revoke');
      expect(await audit.textContent()).toContain('application.approve');
    });

    it('lays the form, the applications and the administration out on a phone', async () => {
      const phone = await (await newContext(browser, { width: 375, height: 667 })).newPage();
      await phone.goto(`${server.origin}/registration`);
      await waitForView(phone, 'registration');
      // On a phone the details pane starts as a collapsed sheet.
      await phone.getByTestId('details-expand').click();
      await phone.getByRole('button', { name: 'Registrer' }).click();
      await phone.getByText('Vilkårene må godtas').waitFor();
      await shot(phone, 'registration-form-375');
      await phone.goto(`${server.origin}/applications`);
      await waitForView(phone, 'applications');
      await phone.getByTestId('details-expand').click();
      await phone.getByTestId('details-pane').getByRole('button', { name: 'Logg inn' }).click();
      await signInOnLoginPage(phone, EMAIL, PASSWORD, '/applications');
      await waitForView(phone, 'applications');
      if ((await phone.getByTestId('details-expand').getAttribute('aria-expanded')) !== 'true') {
        await phone.getByTestId('details-expand').click();
      }
      await phone.getByTestId('my-applications').waitFor({ timeout: 20_000 });
      // The applicant sees the revocation and its reason.
      expect(await phone.getByTestId('my-applications').textContent()).toContain('Trukket tilbake');
      expect(await phone.getByTestId('my-applications').textContent()).toContain(
        'Begrunnelse: Avtalen er avsluttet',
      );
      await shot(phone, 'registration-applications-375');
      await phone.goto(`${server.origin}/admin`);
      await waitForView(phone, 'admin');
      await phone.getByTestId('details-expand').click();
      await phone.getByTestId('admin-refused').waitFor({ timeout: 20_000 });
      expect(await phone.getByTestId('admin-refused').textContent()).toContain(
        'Bare for administratorer',
      );
      const admin = await (await newContext(browser, { width: 375, height: 667 })).newPage();
      await admin.goto(`${server.origin}/admin`);
      await waitForView(admin, 'admin');
      await admin.getByTestId('details-expand').click();
      await admin.getByTestId('details-pane').getByRole('button', { name: 'Logg inn' }).click();
      await signInOnLoginPage(admin, 'admin', ADMIN_PASSWORD, '/admin');
      await waitForView(admin, 'admin');
      if ((await admin.getByTestId('details-expand').getAttribute('aria-expanded')) !== 'true') {
        await admin.getByTestId('details-expand').click();
      }
      await admin.getByRole('tab', { name: 'Brukere' }).click();
      await admin.getByTestId('admin-user').first().waitFor({ timeout: 20_000 });
      await shot(admin, 'registration-admin-375');
    });
  },
);
