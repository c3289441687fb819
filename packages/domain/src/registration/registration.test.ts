import { describe, expect, it } from 'vitest';
import {
  areaGeometry,
  countryCodeRule as norwegianCountryCode,
  emailRule as email,
  passwordConfirmationRule as passwordConfirmation,
  passwordRule as password,
  phoneRule as phone,
  shipMmsiRule as shipMmsi,
  termsRule as termsAccepted,
  textRule as text,
} from './fields.js';
import {
  isValid,
  validateAisApplication,
  validateArcticApplication,
  validateFiskInfoApplication,
  validateRegistration,
} from './forms.js';
import { LENGTH_BOUNDS, VALIDATION_MESSAGES } from './messages.js';

const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [5, 60],
      [6, 60],
      [6, 61],
      [5, 61],
      [5, 60],
    ],
  ],
};

describe('validation messages', () => {
  it('are the spec 01 §5 texts exactly', () => {
    expect(VALIDATION_MESSAGES).toEqual(
      expect.arrayContaining([
        'Required field',
        'Invalid value',
        'Invalid email address',
        'Invalid password',
        'Not a number',
        'Integer required',
        'Too few characters',
        'Too many characters',
        'Not eight digit phone number',
        'Not a mobile phone number',
        'Not a Norwegian country code',
        'The passwords you entered did not match',
        'Terms and conditions must be accepted',
        'MMSI not found in the ITU register',
      ]),
    );
  });
});

describe('text lengths (A02)', () => {
  it.each([
    ['name', '', 'Required field'],
    ['name', '   ', 'Required field'],
    ['name', 'A', null],
    ['name', 'x'.repeat(100), null],
    ['name', 'x'.repeat(101), 'Too many characters'],
    ['companyName', 'A', 'Too few characters'],
    ['companyName', 'AS', null],
    ['companyName', 'x'.repeat(201), 'Too many characters'],
    ['dataPurposeDescription', 'too short', 'Too few characters'],
    ['dataPurposeDescription', 'Port traffic', null],
    ['dataPurposeDescription', 'x'.repeat(2001), 'Too many characters'],
    ['name', 42, 'Invalid value'],
  ] as const)('%s %j → %s', (bound, value, message) => {
    expect(text(bound)(value)).toBe(message);
  });

  it('counts characters, not UTF-16 units, and lets optional text be empty', () => {
    expect(text('name')('Ø'.repeat(LENGTH_BOUNDS.name.max))).toBeNull();
    expect(text('freeText', false)(undefined)).toBeNull();
  });
});

describe('email, password, confirmation, terms', () => {
  it.each([
    ['ola@example.no', null],
    ['  ola.nordmann@havn.example.org ', null],
    ['', 'Required field'],
    ['ola', 'Invalid email address'],
    ['ola@example', 'Invalid email address'],
    ['ola@@example.no', 'Invalid email address'],
    ['ola nordmann@example.no', 'Invalid email address'],
    ['ola@example..no', 'Invalid email address'],
    [`${'x'.repeat(96)}@e.no`, 'Too many characters'],
  ])('email %j → %s', (value, message) => {
    expect(email(value)).toBe(message);
  });

  it.each([
    ['havkart1', null],
    ['Sjø2025!', null],
    ['short1', 'Too few characters'],
    ['x1'.repeat(65), 'Too many characters'],
    ['onlyletters', 'Invalid password'],
    ['12345678', 'Invalid password'],
    [' havkart1', 'Invalid password'],
    ['', 'Required field'],
  ])('password %j → %s', (value, message) => {
    expect(password(value)).toBe(message);
  });

  it('needs the confirmation to repeat the password', () => {
    expect(passwordConfirmation('havkart1')('havkart1')).toBeNull();
    expect(passwordConfirmation('havkart1')('havkart2')).toBe(
      'The passwords you entered did not match',
    );
    expect(passwordConfirmation('havkart1')('')).toBe('Required field');
  });

  it('needs the terms accepted as true', () => {
    expect(termsAccepted(true)).toBeNull();
    for (const value of [false, undefined, 'true', 1]) {
      expect(termsAccepted(value)).toBe('Terms and conditions must be accepted');
    }
  });
});

describe('phone numbers (A45)', () => {
  it.each([
    ['+47', null],
    ['0047', null],
    [' + 47', null],
    ['+46', 'Not a Norwegian country code'],
    ['47', 'Not a Norwegian country code'],
    ['', 'Required field'],
  ])('country code %j → %s', (value, message) => {
    expect(norwegianCountryCode(value)).toBe(message);
  });

  it.each([
    ['912 34 567', true, null],
    ['41234567', true, null],
    ['22334455', true, 'Not a mobile phone number'],
    ['22334455', false, null],
    ['9123456', true, 'Not eight digit phone number'],
    ['912345678', false, 'Not eight digit phone number'],
    ['9123456a', true, 'Not a number'],
    ['+4791234567', true, 'Not a number'],
    ['', true, 'Required field'],
  ] as const)('phone %j (mobile %s) → %s', (value, mobile, message) => {
    expect(phone(mobile)(value)).toBe(message);
  });
});

describe('MMSI', () => {
  it.each([
    ['257990001', null],
    [257990001, null],
    ['abc', 'Not a number'],
    ['257990001.5', 'Integer required'],
    [2579900.5, 'Integer required'],
    ['2579900', 'Invalid value'],
    ['', 'Required field'],
    // 200 is not an ITU MID; 992570001 is an aid to navigation, not a ship.
    ['200123456', 'MMSI not found in the ITU register'],
    ['992570001', 'MMSI not found in the ITU register'],
  ])('%j → %s', (value, message) => {
    expect(shipMmsi(value)).toBe(message);
  });
});

describe('area of interest', () => {
  it('takes a Polygon, a MultiPolygon or a Feature holding one, and closes open rings', () => {
    expect(areaGeometry(SQUARE)).toEqual(SQUARE);
    const open = { type: 'Polygon', coordinates: [SQUARE.coordinates[0]!.slice(0, 4)] };
    expect(areaGeometry(open)).toEqual(SQUARE);
    expect(areaGeometry({ type: 'Feature', properties: {}, geometry: SQUARE })).toEqual(SQUARE);
    expect(areaGeometry({ type: 'MultiPolygon', coordinates: [SQUARE.coordinates] })?.type).toBe(
      'MultiPolygon',
    );
  });

  it.each([
    ['a point', { type: 'Point', coordinates: [5, 60] }],
    [
      'two corners',
      {
        type: 'Polygon',
        coordinates: [
          [
            [5, 60],
            [6, 60],
            [5, 60],
          ],
        ],
      },
    ],
    [
      'latitude past 90',
      {
        type: 'Polygon',
        coordinates: [
          [
            [5, 60],
            [6, 91],
            [6, 61],
          ],
        ],
      },
    ],
    [
      'text coordinates',
      {
        type: 'Polygon',
        coordinates: [
          [
            ['5', '60'],
            [6, 60],
            [6, 61],
          ],
        ],
      },
    ],
  ])('refuses %s', (_name, value) => {
    expect(areaGeometry(value)).toBeNull();
  });
});

describe('forms', () => {
  const registration = {
    email: 'ola@example.no',
    firstName: 'Ola',
    lastName: 'Nordmann',
    countryCode: '+47',
    phone: '91234567',
    password: 'havkart1',
    confirmPassword: 'havkart1',
    acceptTerms: true,
  };

  it('passes a complete registration and names every broken field', () => {
    expect(validateRegistration(registration)).toEqual({});
    expect(validateRegistration({})).toEqual({
      email: 'Required field',
      firstName: 'Required field',
      lastName: 'Required field',
      countryCode: 'Required field',
      phone: 'Required field',
      password: 'Required field',
      confirmPassword: 'Required field',
      acceptTerms: 'Terms and conditions must be accepted',
    });
    expect(validateRegistration({ ...registration, confirmPassword: 'havkart2' })).toEqual({
      confirmPassword: 'The passwords you entered did not match',
    });
  });

  it('requires every field of the AIS application (R12.09)', () => {
    const complete = {
      areaOfInterest: SQUARE,
      companyName: 'Bergen Havn',
      dataPurposeDescription: 'Traffic statistics for the port',
      email: 'ais@havn.example.no',
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '55 55 55 55',
    };
    expect(isValid(validateAisApplication(complete))).toBe(true);
    expect(validateAisApplication({})).toEqual({
      areaOfInterest: 'Required field',
      companyName: 'Required field',
      dataPurposeDescription: 'Required field',
      email: 'Required field',
      firstName: 'Required field',
      lastName: 'Required field',
      phone: 'Required field',
    });
  });

  it('refuses an area of interest past 1,000 corners over all its parts', () => {
    /** A ring of `n` corners round a point, closed. */
    const ring = (n: number, lon: number) => {
      const corners = Array.from({ length: n }, (_, i) => [
        lon + Math.cos((2 * Math.PI * i) / n),
        60 + Math.sin((2 * Math.PI * i) / n),
      ]);
      return [...corners, corners[0]];
    };
    const area = (...sizes: number[]) =>
      validateAisApplication({
        areaOfInterest: {
          type: 'MultiPolygon',
          coordinates: sizes.map((n, i) => [ring(n, 4 + 3 * i)]),
        },
      }).areaOfInterest;
    expect(area(1000)).toBeUndefined();
    expect(area(600, 400)).toBeUndefined();
    expect(area(1001)).toBe('Area has too many corners');
    expect(area(600, 401)).toBe('Area has too many corners');
  });

  it('checks the arctic MMSI and the fisk-info role and call sign', () => {
    expect(validateArcticApplication({ mmsi: '257990002' })).toEqual({});
    expect(validateArcticApplication({ mmsi: '200123456' })).toEqual({
      mmsi: 'MMSI not found in the ITU register',
    });
    expect(validateFiskInfoApplication({ role: 'BwFritidsfisker' })).toEqual({});
    expect(validateFiskInfoApplication({ role: 'BwYrkesfisker' })).toEqual({
      callSign: 'Required field',
    });
    expect(validateFiskInfoApplication({ role: 'BwDeveloper' })).toEqual({
      role: 'Invalid value',
    });
    expect(validateFiskInfoApplication({})).toEqual({ role: 'Required field' });
  });
});
