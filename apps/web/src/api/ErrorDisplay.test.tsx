// @vitest-environment happy-dom
import { BW_ERROR_CODES, type Language } from '@havkart/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.js';
import { useNetwork } from '../network/network.store.js';
import { ApiError } from './api-error.js';
import { ErrorDisplay, type ErrorDisplayProps } from './ErrorDisplay.js';

afterEach(cleanup);

async function show(props: ErrorDisplayProps, language: Language = 'en-US') {
  const i18n = await createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ErrorDisplay {...props} />
    </I18nextProvider>,
  );
  const alert = screen.getByRole('alert');
  const texts = [...alert.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
  return { alert, texts };
}

const httpError = (status: number, title?: string, bwErrorCode?: string, traceId?: string) =>
  new ApiError({
    kind: 'http',
    method: 'GET',
    url: '/api/v1/x',
    status,
    title,
    bwErrorCode,
    traceId,
    message: `${status}`,
  });

// The nine messages of spec 02 §8, in English as the spec gives them.
const ENGLISH: Record<(typeof BW_ERROR_CODES)[number], string> = {
  ApplicationCannotBeUpdated: 'Error updating application',
  RecreationalFisherCannotUseLicensedFishingVessel:
    'Recreational fishers cannot use a callsign associated with a fishing vessel',
  UserAlreadyHasExtendedFiskInfoAccess: 'You already have extended FiskInfo access',
  UserCannotMakeAdditionalApplicationsAsRecreationalFisher:
    'You cannot make additional applications as a recreational fisher',
  UserHasPendingApplication: 'A pending application for this user already exists',
  UserIdNotFound: 'User not found',
  UserMustHaveExtendedFiskInfoAccessToChangeVessel:
    'User must have extended FiskInfo access to change vessel',
  VesselNotFound: 'No vessel profile with provided ID found',
  NpdSurveyFisheryExpertNotFound: 'No fishery expert found for the given survey',
  // Spec 01 §8.
  NOT_AUTHORIZED: 'Not authorized',
};

describe('ErrorDisplay (spec 02 §8)', () => {
  it("heads with 'Something went wrong' in English and 'Noe gikk galt' in Norwegian", async () => {
    expect((await show({ error: httpError(503, 'Service Unavailable') })).texts).toEqual([
      'Something went wrong',
      '503 Service Unavailable',
    ]);
    cleanup();
    expect((await show({ error: httpError(503, 'Service Unavailable') }, 'nb-NO')).texts).toEqual([
      'Noe gikk galt',
      '503 Service Unavailable',
    ]);
  });

  it("uses the caller's headline", async () => {
    const { texts } = await show({ headline: 'Save failed', error: httpError(500) });
    expect(texts).toEqual(['Save failed', '500']);
  });

  it('says offline mode whatever the error, in both languages', async () => {
    const error = httpError(404, 'Not Found', 'VesselNotFound');
    expect((await show({ error, description: 'Mine', offline: true })).texts[1]).toBe(
      'The service is in offline mode with reduced functionality.',
    );
    cleanup();
    expect((await show({ error, offline: true }, 'nb-NO')).texts[1]).toBe(
      'Tjenesten er i frakoblet modus, og funksjonaliteten er begrenset.',
    );
  });

  it('says offline mode by itself when the app is offline, and not once it is back', async () => {
    const error = httpError(503, 'Service Unavailable');
    useNetwork.setState({ networkUp: false, manualOffline: false });
    try {
      expect((await show({ error })).texts[1]).toBe(
        'The service is in offline mode with reduced functionality.',
      );
      cleanup();
      useNetwork.setState({ networkUp: true, manualOffline: true });
      expect((await show({ error }, 'nb-NO')).texts[1]).toBe(
        'Tjenesten er i frakoblet modus, og funksjonaliteten er begrenset.',
      );
      cleanup();
      useNetwork.setState({ networkUp: true, manualOffline: false });
      expect((await show({ error })).texts[1]).toBe('503 Service Unavailable');
    } finally {
      useNetwork.setState({ networkUp: true, manualOffline: false });
    }
  });

  it("prefers the caller's description to the server's code", async () => {
    const { texts } = await show({
      error: httpError(404, 'Not Found', 'VesselNotFound'),
      description: 'Could not load the vessel',
    });
    expect(texts[1]).toBe('Could not load the vessel');
  });

  it.each(BW_ERROR_CODES)('shows the message of %s in both languages', async (code) => {
    const english = await show({ error: httpError(400, 'Bad Request', code) });
    expect(english.texts[1]).toBe(ENGLISH[code]);
    cleanup();
    const norwegian = await show({ error: httpError(400, 'Bad Request', code) }, 'nb-NO');
    expect(norwegian.texts[1]).not.toBe(ENGLISH[code]);
    expect(norwegian.texts[1]).not.toMatch(/missing translation/);
    expect(norwegian.texts[1]?.length).toBeGreaterThan(5);
  });

  it('shows status and title for an unknown code', async () => {
    expect((await show({ error: httpError(409, 'Conflict', 'NotInTheCatalogue') })).texts[1]).toBe(
      '409 Conflict',
    );
  });

  it("shows the error's message when no response came", async () => {
    const error = new ApiError({
      kind: 'timeout',
      method: 'GET',
      url: '/api/v1/spadata/havkart',
      message: 'GET /api/v1/spadata/havkart timed out after 20000 ms',
    });
    expect((await show({ error })).texts).toEqual([
      'Something went wrong',
      'GET /api/v1/spadata/havkart timed out after 20000 ms',
    ]);
  });

  it('shows the trace id so a user can quote it', async () => {
    const { texts } = await show(
      { error: httpError(500, 'Internal Server Error', undefined, 'req-42') },
      'nb-NO',
    );
    expect(texts).toEqual(['Noe gikk galt', '500 Internal Server Error', 'Referanse: req-42']);
  });

  it('shows the headline alone when there is nothing else to say', async () => {
    expect((await show({})).texts).toEqual(['Something went wrong']);
  });

  // Checklist R02.14: the catalogue's own texts in both languages, where they are shown.
  it.each([
    ['en-US', 'Save failed', 'Not authorized', 'Timespan expired'],
    ['nb-NO', 'Lagring feilet', 'Ikke autorisert', 'Tidsrommet er utløpt'],
  ] as const)(
    "heads a refused save with 'Save failed' and says 'Not authorized' (%s)",
    async (language, saveFailed, notAuthorized, timespanExpired) => {
      const i18n = await createI18n(language);
      expect(i18n.t('errors.timespanExpired')).toBe(timespanExpired);
      // As the own-vessel contact form and the administrator's content page show a failed save.
      const { texts } = await show(
        {
          error: httpError(403, 'Forbidden', 'NOT_AUTHORIZED'),
          headline: i18n.t('errors.saveFailed'),
        },
        language,
      );
      expect(texts.slice(0, 2)).toEqual([saveFailed, notAuthorized]);
    },
  );
});
