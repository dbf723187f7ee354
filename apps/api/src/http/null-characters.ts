/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would fail deep in the database
 * as a 500. This rejects it up front as the client's mistake, naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { InvalidInputError, problem, type FieldProblems } from '../errors';

const NULL_CHARACTER = problem('null_character', 'Null characters are not allowed.');

export function rejectNullCharacters(app: FastifyInstance): void {
  // A callback hook: it waits for nothing, and every request that reaches a handler passes through it.
  app.addHook('preValidation', (request, _reply, done) => {
    const errors: FieldProblems = {};
    for (const part of [request.params, request.query, request.body]) collect(part, [], errors);
    done(Object.keys(errors).length > 0 ? new InvalidInputError(errors) : undefined);
  });
}

function collect(value: unknown, path: string[], errors: FieldProblems): void {
  // Raw bytes (an image upload) are no text and never reach a text column; walking them would be slow.
  if (Buffer.isBuffer(value)) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors[path.length === 0 ? 'non_field_errors' : path.join('.')] = [NULL_CHARACTER];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, String(index)], errors));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) errors[path.length === 0 ? 'non_field_errors' : path.join('.')] = [NULL_CHARACTER];
      else collect(item, [...path, key], errors);
    }
  }
}
