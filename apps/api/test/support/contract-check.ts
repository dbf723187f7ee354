/**
 * Checks an answer against the contract's response schema with a strict validator (no type coercion,
 * nothing removed), so a test fails if the API drifts from contracts/openapi.yaml.
 */
import { loadOpenApiDocument } from '@shop/contracts/document';
import Fastify from 'fastify';
import { expect } from 'vitest';
import { getOperation, loadContract } from '../../src/http/contract';
import { resolveSchema } from '../../src/http/openapi-schema';

const contract = loadContract();

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

let compile: Promise<(schema: Record<string, unknown>) => Validate> | undefined;

function strictCompiler() {
  compile ??= (async () => {
    // Fastify's own Ajv (with formats), configured strictly; avoids a separate Ajv dependency.
    const host = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: true } } });
    // The compiler is created on demand for the first route that has a schema.
    host.post('/', { schema: { body: { type: 'object' } } }, () => null);
    await host.ready();
    const compiler = host.validatorCompiler;
    if (typeof compiler !== 'function') throw new Error('Fastify did not expose its validator compiler');
    return (schema: Record<string, unknown>) => compiler({ schema, method: 'GET', url: '/', httpPart: 'body' }) as Validate;
  })();
  return compile;
}

export async function expectToMatchContract(operationId: string, status: number, body: unknown): Promise<void> {
  const operation = getOperation(contract, operationId);
  const schema = operation.responses[String(status)];
  expect(schema, `${operationId} declares a JSON answer for ${status}`).toBeDefined();
  const validate = (await strictCompiler())(schema!);
  const valid = validate(body);
  expect(validate.errors ?? null, `${operationId} ${status} answer matches the contract`).toBeNull();
  expect(valid).toBe(true);
}

/** Checks one part of an answer (a field holding one of the contract's schemas) against that schema. */
export async function expectToMatchSchema(schemaName: string, value: unknown): Promise<void> {
  const validate = (await strictCompiler())(resolveSchema({ $ref: `#/components/schemas/${schemaName}` }, loadOpenApiDocument()));
  const valid = validate(value);
  expect(validate.errors ?? null, `the value matches the contract's ${schemaName}`).toBeNull();
  expect(valid).toBe(true);
}
