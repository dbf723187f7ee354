/**
 * OpenAPI 3.1 schemas are JSON Schema, but they point into `components` with `$ref`s and may carry
 * OpenAPI-only annotations. This turns one into a self-contained schema Fastify's Ajv can compile.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Annotations OpenAPI adds to JSON Schema that Ajv (strict mode) does not know. */
const OPENAPI_ONLY_KEYWORDS = new Set(['example', 'discriminator', 'xml', 'externalDocs']);

export function resolveSchema(schema: unknown, document: unknown): Record<string, unknown> {
  return inline(schema as Json, document as Json, []) as Record<string, unknown>;
}

function inline(node: Json, document: Json, refStack: string[]): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, document, refStack));
  if (node === null || typeof node !== 'object') return node;

  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (refStack.includes(ref)) throw new Error(`The contract's schema ${ref} refers to itself; recursive schemas are not supported`);
    const { $ref: _ref, ...siblings } = node;
    const target = inline(lookUp(document, ref), document, [...refStack, ref]);
    // OpenAPI 3.1 allows keywords next to $ref (a description, say); they refine the target.
    return Object.keys(siblings).length === 0 ? target : { ...(target as object), ...(inline(siblings, document, refStack) as object) };
  }

  const result: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (OPENAPI_ONLY_KEYWORDS.has(key)) continue;
    // Property names are data, not keywords: never strip a property called "example".
    result[key] = key === 'properties' ? inlineEach(value, document, refStack) : inline(value, document, refStack);
  }
  return result;
}

function inlineEach(properties: Json, document: Json, refStack: string[]): Json {
  if (properties === null || typeof properties !== 'object' || Array.isArray(properties)) return properties;
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, inline(schema, document, refStack)]));
}

/** Follows a local JSON pointer such as `#/components/schemas/Product`. */
export function lookUp(document: unknown, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported in the contract, found ${ref}`);
  let node = document as Json;
  for (const rawPart of ref.slice(2).split('/')) {
    const part = decodeURIComponent(rawPart).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(part in node)) throw new Error(`The contract has no ${ref}`);
    node = (node as Record<string, Json>)[part]!;
  }
  return node;
}
