import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Pagar.me's error answers, as the sandbox gives them (decision 91): 401 without a valid key,
 * 404 for an unknown object, 422 with `errors` by field ("request.card.number": ["…"]).
 */
export const sendUnauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ message: 'Authorization has been denied for this request.' });

export const sendNotFound = (reply: FastifyReply, what: string) =>
  reply.code(404).send({ message: `${what} not found.` });

export const sendInvalid = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.code(422).send({ message: 'The request is invalid.', errors });

/**
 * A zod failure as Pagar.me's `errors`: the field's path under `request.` and a fixed text naming it,
 * never the value received (it may be a card number).
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = ['request', ...issue.path.map(String)].join('.');
    errors[field] = [`The ${String(issue.path.at(-1) ?? 'request')} field is invalid.`];
  }
  return errors;
}
