// The OpenAPI document itself, for servers and tools that read it at run time (Node only).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The absolute path of openapi.yaml in this package. */
export const OPENAPI_DOCUMENT_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** The parsed document, as plain JSON-like data: `$ref`s are left for the reader to resolve. */
export function loadOpenApiDocument(file: string = OPENAPI_DOCUMENT_PATH): Record<string, unknown> {
  return parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
