import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValid, validateRegistration } from '@havkart/domain';
import { HttpProblem, problemResponses } from '../plugins/problem-details.js';
import { MailError } from '../mail/mailer.js';
import { activationMail } from '../mail/texts.js';
import { sendFieldErrors } from './field-problem.js';
import {
  ACTIVATION_HOURS,
  RESEND_COOLDOWN_MS,
  activate,
  register,
  type ActivationResult,
  type RegistrationForm,
} from './registration-service.js';

const field = (description: string) => Type.Optional(Type.Unknown({ description }));

const RegistrationBody = Type.Object({
  email: field('e-mail address, at most 100 characters; it becomes the sign-in name'),
  firstName: field('1–100 characters'),
  lastName: field('1–100 characters'),
  countryCode: field('+47 or 0047'),
  phone: field('Norwegian mobile number: eight digits starting with 4 or 9'),
  password: field('8–128 characters with a letter and a digit'),
  confirmPassword: field('the same password again'),
  acceptTerms: field('true'),
});

const RegistrationAnswer = Type.Object({
  outcome: Type.Union([Type.Literal('created'), Type.Literal('existsNotActivated')]),
});

const Token = Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/** Where the mailed link sends the browser after activating: the registration page. */
const ACTIVATION_PAGE = '/registration';

function activationProblem(result: Exclude<ActivationResult, { result: 'activated' }>) {
  if (result.result === 'exists') return new HttpProblem(409, 'Conflict', 'User exists');
  return result.result === 'expired'
    ? new HttpProblem(410, 'Gone', 'The activation link has expired; register again for a new one')
    : new HttpProblem(404, 'Not Found', 'The activation link is unknown or already used');
}

/**
 * Self-registration (spec 01 §2 `/registration`, §4, §5) and activation by the mailed link.
 * The server checks every rule the form checks; nothing from the page is trusted.
 */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, mailer } = app;
  const linkFor = (token: string) =>
    `${app.config.publicUrl}/api/v1/registration/activation?token=${token}`;

  app.post(
    '/api/v1/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['registration'],
        summary:
          'Register a user: 201 created or 202 exists but not activated (an activation mail ' +
          'is sent either way); 409 when the user exists; 429 within a minute of the last mail',
        body: RegistrationBody,
        response: {
          201: RegistrationAnswer,
          202: RegistrationAnswer,
          ...problemResponses(400, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const errors = validateRegistration(body);
      if (!isValid(errors)) return sendFieldErrors(reply, errors);
      // Every field passed its rule, so each is text (the phone may have come as a number).
      const form: RegistrationForm = {
        email: String(body.email),
        firstName: String(body.firstName),
        lastName: String(body.lastName),
        countryCode: String(body.countryCode),
        phone: String(body.phone),
        password: String(body.password),
      };
      const result = await register(db, form);
      if (result.outcome === 'exists') {
        throw new HttpProblem(409, 'Conflict', 'User exists');
      }
      if (result.outcome === 'tooSoon') {
        reply.header('retry-after', String(RESEND_COOLDOWN_MS / 1000));
        throw new HttpProblem(
          429,
          'Too Many Requests',
          'An activation mail was sent less than a minute ago',
        );
      }
      const to = form.email.trim().toLowerCase();
      try {
        await mailer.send(
          activationMail(to, result.firstName, linkFor(result.token!), ACTIVATION_HOURS),
        );
      } catch (error) {
        if (!(error instanceof MailError)) throw error;
        // Registering again sends a new link, so the registration itself is kept.
        throw new HttpProblem(503, 'Service Unavailable', 'The activation mail could not be sent');
      }
      return reply.code(result.outcome === 'created' ? 201 : 202).send({ outcome: result.outcome });
    },
  );

  app.post(
    '/api/v1/registration/activation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['registration'],
        summary: 'Activate a registration with the token from the mailed link (single use)',
        body: Type.Object({ token: Token }, { additionalProperties: false }),
        response: {
          200: Type.Object({ activated: Type.Literal(true), username: Type.String() }),
          ...problemResponses(400, 404, 409, 410),
        },
      },
    },
    async (request) => {
      const result = await activate(db, request.body.token);
      if (result.result !== 'activated') throw activationProblem(result);
      return { activated: true as const, username: result.email };
    },
  );

  app.get(
    '/api/v1/registration/activation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['registration'],
        summary:
          'The mailed link: activates, then redirects to /registration?activation=' +
          'activated|expired|invalid|exists',
        querystring: Type.Object({ token: Type.String({ maxLength: 200 }) }),
        response: { 303: Type.Null(), ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const result = /^[A-Za-z0-9_-]{20,200}$/.test(token)
        ? await activate(db, token)
        : ({ result: 'invalid' } as const);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${ACTIVATION_PAGE}?activation=${result.result}`, 303);
    },
  );
};
