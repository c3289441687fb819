import { describe, expect, it } from 'vitest';
import { BW_ERROR_CODES, errorText, isBwErrorCode, statusLine } from './error-text.js';

const serverError = { status: 503, title: 'Service Unavailable' };

describe('error headline (spec 02 §8)', () => {
  it("defaults to 'Something went wrong'", () => {
    expect(errorText({ response: serverError }).headline).toEqual({ kind: 'default' });
    expect(errorText({ headline: '  ' }).headline).toEqual({ kind: 'default' });
  });

  it("is the caller's when given", () => {
    expect(errorText({ headline: 'Save failed' }).headline).toEqual({
      kind: 'text',
      text: 'Save failed',
    });
  });
});

describe('error description precedence (spec 02 §8)', () => {
  it('says offline mode first, whatever the cause', () => {
    const text = errorText({
      offline: true,
      description: 'Could not save the fleet',
      response: { ...serverError, bwErrorCode: 'VesselNotFound' },
      message: 'Failed to fetch',
    });
    expect(text.description).toEqual({ kind: 'offline' });
  });

  it("then the caller's description", () => {
    const text = errorText({
      description: 'Could not save the fleet',
      response: { ...serverError, bwErrorCode: 'VesselNotFound' },
    });
    expect(text.description).toEqual({ kind: 'text', text: 'Could not save the fleet' });
  });

  it('then the message of the bwErrorCode', () => {
    const text = errorText({
      response: { status: 404, title: 'Not Found', bwErrorCode: 'VesselNotFound' },
    });
    expect(text.description).toEqual({ kind: 'bwErrorCode', code: 'VesselNotFound' });
  });

  it('then the status and title, also for a code it has no message for', () => {
    expect(errorText({ response: serverError }).description).toEqual({
      kind: 'status',
      status: 503,
      title: 'Service Unavailable',
    });
    expect(
      errorText({ response: { status: 409, title: 'Conflict', bwErrorCode: 'SomethingNew' } })
        .description,
    ).toEqual({ kind: 'status', status: 409, title: 'Conflict' });
    expect(errorText({ response: { status: 500 } }).description).toEqual({
      kind: 'status',
      status: 500,
    });
  });

  it("uses the error's message without a response", () => {
    expect(errorText({ message: 'The request timed out after 20000 ms' }).description).toEqual({
      kind: 'text',
      text: 'The request timed out after 20000 ms',
    });
  });

  it('prefers the response over the message when both are there', () => {
    expect(errorText({ response: serverError, message: 'HTTP 503' }).description.kind).toBe(
      'status',
    );
  });

  it('has nothing to say with nothing given', () => {
    expect(errorText({}).description).toEqual({ kind: 'none' });
  });
});

describe('bwErrorCode values (spec 02 §8)', () => {
  it("are the nine of the catalogue and the access checks' NOT_AUTHORIZED", () => {
    expect(BW_ERROR_CODES).toEqual([
      'ApplicationCannotBeUpdated',
      'RecreationalFisherCannotUseLicensedFishingVessel',
      'UserAlreadyHasExtendedFiskInfoAccess',
      'UserCannotMakeAdditionalApplicationsAsRecreationalFisher',
      'UserHasPendingApplication',
      'UserIdNotFound',
      'UserMustHaveExtendedFiskInfoAccessToChangeVessel',
      'VesselNotFound',
      'NpdSurveyFisheryExpertNotFound',
      'NOT_AUTHORIZED',
    ]);
    expect(isBwErrorCode('VesselNotFound')).toBe(true);
    expect(isBwErrorCode('vesselnotfound')).toBe(false);
    expect(isBwErrorCode(undefined)).toBe(false);
  });
});

describe('status line', () => {
  it('puts the status before the title', () => {
    expect(statusLine(503, 'Service Unavailable')).toBe('503 Service Unavailable');
    expect(statusLine(500)).toBe('500');
    expect(statusLine(500, ' ')).toBe('500');
  });
});
