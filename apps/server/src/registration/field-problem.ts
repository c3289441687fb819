import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '@havkart/domain';
import { sendProblem } from '../plugins/problem-details.js';

/**
 * A 400 problem naming each broken field with the spec's message, in the shape of the
 * schema validation answers (`errors` keyed `body.<field>`), so the web app shows the
 * message beside the field in the user's language.
 */
export function sendFieldErrors(reply: FastifyReply, errors: FieldErrors): FastifyReply {
  const byField: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message) byField[`body.${field}`] = [message];
  }
  const fields = Object.keys(byField);
  return sendProblem(reply, {
    title: 'One or more validation errors occurred.',
    status: 400,
    detail: `Invalid ${fields.join(', ')}`,
    errors: byField,
  });
}
