/**
 * Ajv coerces a numeric string such as "1e309" to Infinity and lets it through an integer schema with
 * a maximum, so it would reach the database and fail there as a 500. After validation, this refuses any
 * number that is not finite as the client's mistake, naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { InvalidInputError, type FieldProblems, problem } from '../errors';

const NOT_FINITE = problem('wrong_type', 'A valid number is required.');

export function rejectNonFiniteNumbers(app: FastifyInstance): void {
  // A callback hook: it waits for nothing, and every request that reaches a handler passes through it.
  app.addHook('preHandler', (request, _reply, done) => {
    const errors: FieldProblems = {};
    for (const part of [request.params, request.query, request.body]) collect(part, [], errors);
    done(Object.keys(errors).length > 0 ? new InvalidInputError(errors) : undefined);
  });
}

function collect(value: unknown, path: string[], errors: FieldProblems): void {
  if (Buffer.isBuffer(value)) return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) errors[path.length === 0 ? 'non_field_errors' : path.join('.')] = [NOT_FINITE];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, String(index)], errors));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, [...path, key], errors);
  }
}
