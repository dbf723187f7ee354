/**
 * A bound the contract sets on one field, read from the document itself, for the few checks that must run
 * after the contract's own validation (a total worked out from the cart, say) and say it in the shop's
 * words. Reading the number rather than repeating it keeps the two from ever disagreeing.
 */
import { loadOpenApiDocument } from '@shop/contracts/document';

type LimitKeyword = 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'maxItems' | 'minItems';
type SchemaNode = Record<string, unknown>;

let document: SchemaNode | undefined;

/**
 * `contractLimit('OrderQuote', 'subtotal_paise', 'maximum')`: the number the schema (or one of its
 * `allOf` parts) gives that property. A wrong name or a missing bound throws, at start-up, where it is read.
 */
export function contractLimit(schemaName: string, property: string, keyword: LimitKeyword): number {
  document ??= loadOpenApiDocument();
  const schemas = (document.components as { schemas?: Record<string, SchemaNode> } | undefined)?.schemas ?? {};
  const schema = schemas[schemaName];
  if (!schema) throw new Error(`The contract has no schema ${schemaName}`);
  const limit = propertySchemas(schemas, schema, property).map((found) => found[keyword]).find((value) => value !== undefined);
  if (typeof limit !== 'number') throw new Error(`The contract's ${schemaName}.${property} has no ${keyword}`);
  return limit;
}

/**
 * The property's schemas in the schema, its `allOf` parts and, for an array, its items (a list's lines are
 * bounded line by line), each with the schema it names (`$ref`) after it.
 */
function propertySchemas(schemas: Record<string, SchemaNode>, node: SchemaNode, property: string): SchemaNode[] {
  const schema = followed(schemas, node);
  const own = (schema.properties as Record<string, SchemaNode> | undefined)?.[property];
  const inner = [...((schema.allOf ?? []) as SchemaNode[]), ...(schema.items ? [schema.items as SchemaNode] : [])];
  const parts = inner.flatMap((part) => propertySchemas(schemas, part, property));
  return own ? [own, followed(schemas, own), ...parts] : parts;
}

/** The component a `$ref` names (`#/components/schemas/Id`), or the node itself when it names none. */
function followed(schemas: Record<string, SchemaNode>, node: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const name = ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  if (!target) throw new Error(`The contract has no ${ref}`);
  return followed(schemas, target);
}
