/**
 * The request and answer types of a contract operation, read from the generated `operations`, so a
 * handler sees what Fastify's validation of the same contract hands it and nothing is typed twice.
 *
 * What validation leaves matches the generated types: query lists are arrays (the contract declares
 * them `type: array`, and Ajv's `coerceTypes: 'array'` wraps a single value), numbers and booleans
 * are coerced from the query string, and Fastify presents header names lower-cased.
 */
import type { operations } from '@shop/contracts';

export type OperationId = keyof operations;

/** A part the operation does not have (`never` in the generated type) is `unknown`, as Fastify types it. */
type Present<T> = [Exclude<T, undefined>] extends [never] ? unknown : Exclude<T, undefined>;

type ParametersOf<Id extends OperationId, Location extends 'path' | 'query' | 'header'> = operations[Id] extends {
  parameters: infer Parameters extends Partial<Record<Location, unknown>>;
}
  ? Present<Parameters[Location]>
  : unknown;

/** The JSON body; a body of another type (an upload's bytes) is read by the route's own parser. */
type BodyOf<Id extends OperationId> = operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : unknown;

/** Each status the contract lists with its answer: `reply.code(201).send(…)` must send what 201 says. */
type RepliesOf<Id extends OperationId> = {
  [Status in keyof operations[Id]['responses'] & number]: operations[Id]['responses'][Status] extends { content: infer Content }
    ? Content[keyof Content]
    : undefined;
};

/** Fastify's route generic for an operation: `request.params`, `.query`, `.headers`, `.body` and the reply. */
export interface OperationGeneric<Id extends OperationId> {
  Params: ParametersOf<Id, 'path'>;
  Querystring: ParametersOf<Id, 'query'>;
  Headers: ParametersOf<Id, 'header'>;
  Body: BodyOf<Id>;
  Reply: RepliesOf<Id>;
}
