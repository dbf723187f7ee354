/**
 * Routes come from the OpenAPI contract (@shop/contracts' openapi.yaml): an operation's method, path
 * and request schemas are read from it, so Fastify's Ajv rejects a bad request before any handler runs
 * and nothing about the interface is written twice.
 */
import { loadOpenApiDocument, OPENAPI_DOCUMENT_PATH } from '@shop/contracts/document';
import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../db/tables/values';
import { lookUp, resolveSchema } from './openapi-schema';
import type { OperationGeneric, OperationId } from './operation-types';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
type Method = (typeof METHODS)[number];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface ContractOperation {
  operationId: string;
  method: Uppercase<Method>;
  /** The path as the contract writes it, e.g. `/api/user/products/{slugOrId}/`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/api/user/products/:slugOrId/`. */
  url: string;
  /** Request schemas for Fastify: params, querystring, headers, body. */
  schema: FastifySchema;
  /**
   * Who may call it, from the operation's security scheme: `customer` (bearerAuth: a shopper's session),
   * `staff` (staffAuth: a back-office session), or null for anyone.
   */
  auth: OperationAuth;
  /**
   * The staff roles that may call it (`staffAuth: [owner]`); empty when any staff member may, and for
   * operations that are not the back-office's.
   */
  staffRoles: readonly StaffRole[];
  /** The operation's response schemas by status code, `$ref`s resolved (for tests and tooling). */
  responses: Record<string, Record<string, unknown> | undefined>;
}

type OperationAuth = 'customer' | 'staff' | null;

const AUTH_BY_SCHEME: Record<string, OperationAuth> = { bearerAuth: 'customer', staffAuth: 'staff' };

export interface Contract {
  operations: ReadonlyMap<string, ContractOperation>;
}

const contracts = new Map<string, Contract>();

/**
 * The contract in this file, read once per process. Every app built in the process shares it, and so shares the
 * request validators compiled from its schemas (server.ts): the API's tests build hundreds of apps, and parsing
 * the document and compiling its schemas again for each was a fifth of their CPU time.
 */
export function loadContract(file: string = OPENAPI_DOCUMENT_PATH): Contract {
  let contract = contracts.get(file);
  if (!contract) contracts.set(file, (contract = readContract(file)));
  return contract;
}

function readContract(file: string): Contract {
  const document = loadOpenApiDocument(file);
  const basePath = serverBasePath(document.servers);
  const operations = new Map<string, ContractOperation>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;

  for (const [path, pathItem] of Object.entries(paths)) {
    const sharedParameters = (pathItem.parameters ?? []) as unknown[];
    for (const method of METHODS) {
      const operation = pathItem[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} in the contract has no operationId`);
      if (operations.has(operationId)) throw new Error(`The contract uses operationId ${operationId} twice`);
      const parameters = mergeParameters(document, sharedParameters, (operation.parameters ?? []) as unknown[]);
      const security = (operation.security ?? document.security ?? []) as unknown[];
      const fullPath = joinPath(basePath, path);
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase() as Uppercase<Method>,
        path: fullPath,
        url: fullPath.replace(/\{([^}]+)\}/g, ':$1'),
        schema: requestSchema(document, parameters, operation.requestBody),
        auth: operationAuth(operationId, security),
        staffRoles: staffRoles(operationId, security),
        responses: responseSchemas(document, operation.responses),
      });
    }
  }
  return { operations };
}

export function getOperation(contract: Contract, operationId: string): ContractOperation {
  const operation = contract.operations.get(operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  return operation;
}

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
  }
}

/** A handler whose request and reply are typed by the operation (operation-types.ts). */
export type OperationHandler<Id extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  OperationGeneric<Id>
>;

/** Route settings an operation may need besides the contract's, e.g. a larger body limit for uploads. */
export interface OperationOptions {
  bodyLimit?: number;
}

/**
 * Registers the handler at the operation's method and path, with the contract's request validation
 * attached; the handler's request and reply types come from the same operation.
 */
export function registerOperation<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: OperationHandler<Id>,
  options: OperationOptions = {},
): void {
  const operation = getOperation(app.contract, operationId);
  app.route<OperationGeneric<Id>>({
    method: operation.method,
    url: operation.url,
    schema: operation.schema,
    config: { operationId },
    handler,
    ...options,
  });
}

/** The years a date in a request may fall in: wide for any order, refund or log entry, and safe for the database. */
export const DATE_YEARS = { first: 1900, last: 2999 } as const;

interface FormatAjv {
  formats: Record<string, unknown>;
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

/**
 * Narrows the validator's `date` and `date-time` formats (ajv-formats', which accept year 0000 or 9999)
 * to DATE_YEARS, so every date the contract names is checked before a handler or the database sees it.
 * Fastify's `ajv.onCreate` calls this after the standard formats are added.
 */
export function narrowDateFormats(ajv: FormatAjv): void {
  for (const name of ['date', 'date-time']) {
    const standard = ajv.formats[name] as { validate: (value: string) => boolean } | ((value: string) => boolean);
    const check = typeof standard === 'function' ? standard : standard.validate;
    ajv.addFormat(name, {
      type: 'string',
      validate: (value) => {
        const year = Number(value.slice(0, 4));
        return /^\d{4}-/.test(value) && year >= DATE_YEARS.first && year <= DATE_YEARS.last && check(value);
      },
    });
  }
}

/** The one security scheme an operation names; an unknown or second scheme is a contract mistake, said at start-up. */
function operationAuth(operationId: string, security: unknown[]): OperationAuth {
  const schemes = security.flatMap((requirement) => Object.keys(requirement as Record<string, unknown>));
  if (schemes.length === 0) return null;
  const [scheme] = schemes;
  if (schemes.length > 1 || !(scheme! in AUTH_BY_SCHEME)) throw new Error(`${operationId} in the contract names security ${schemes.join(', ')}; expected one of ${Object.keys(AUTH_BY_SCHEME).join(', ')}`);
  return AUTH_BY_SCHEME[scheme!]!;
}

/** The roles a `staffAuth` requirement lists; an unknown role is a mistake in the contract, caught at start-up. */
function staffRoles(operationId: string, security: unknown[]): StaffRole[] {
  const roles = security.flatMap((requirement) => ((requirement as Record<string, unknown>).staffAuth ?? []) as unknown[]);
  for (const role of roles) {
    if (!STAFF_ROLES.includes(role as StaffRole)) throw new Error(`${operationId} in the contract names staff role ${String(role)}; expected one of ${STAFF_ROLES.join(', ')}`);
  }
  return roles as StaffRole[];
}

/** Path-level parameters apply to every operation; an operation's own parameter of the same name and place wins. */
function mergeParameters(document: Record<string, unknown>, shared: unknown[], own: unknown[]): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...shared, ...own]) {
    const parameter = (isRef(raw) ? lookUp(document, raw.$ref) : raw) as unknown as Parameter;
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

function requestSchema(document: Record<string, unknown>, parameters: Parameter[], requestBody: unknown): FastifySchema {
  const schema: FastifySchema = {};
  const byLocation = { path: 'params', query: 'querystring', header: 'headers' } as const;
  for (const [location, key] of Object.entries(byLocation) as [keyof typeof byLocation, (typeof byLocation)[keyof typeof byLocation]][]) {
    const own = parameters.filter((parameter) => parameter.in === location);
    if (own.length === 0) continue;
    // HTTP header names are case-insensitive; Fastify presents them lower-cased.
    const nameOf = (parameter: Parameter) => (location === 'header' ? parameter.name.toLowerCase() : parameter.name);
    schema[key] = {
      type: 'object',
      properties: Object.fromEntries(own.map((parameter) => [nameOf(parameter), resolveSchema(parameter.schema ?? {}, document)])),
      required: own.filter((parameter) => parameter.required || parameter.in === 'path').map(nameOf),
    };
  }
  const body = (isRef(requestBody) ? lookUp(document, requestBody.$ref) : requestBody) as
    | { content?: Record<string, { schema?: unknown }> }
    | undefined;
  const bodySchema = body?.content?.['application/json']?.schema;
  if (bodySchema) schema.body = resolveSchema(bodySchema, document);
  return schema;
}

function responseSchemas(document: Record<string, unknown>, responses: unknown): ContractOperation['responses'] {
  const result: ContractOperation['responses'] = {};
  for (const [status, response] of Object.entries((responses ?? {}) as Record<string, unknown>)) {
    const resolved = (isRef(response) ? lookUp(document, response.$ref) : response) as { content?: Record<string, { schema?: unknown }> };
    const schema = resolved.content?.['application/json']?.schema;
    result[status] = schema === undefined ? undefined : resolveSchema(schema, document);
  }
  return result;
}

/** The path part of the first server URL (`/`, `/api`, `https://shop.example/api`), without a trailing slash. */
function serverBasePath(servers: unknown): string {
  const url = Array.isArray(servers) ? (servers[0] as { url?: unknown } | undefined)?.url : undefined;
  if (typeof url !== 'string') return '';
  return new URL(url, 'http://contract.invalid').pathname.replace(/\/+$/, '');
}

function joinPath(base: string, path: string): string {
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}
