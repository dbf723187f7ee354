import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, OPENAPI_DOCUMENT_PATH } from '../src/document';
import { PACTS_DIR } from '../src/pacts';

describe('the package’s files', () => {
  it('loads the OpenAPI document it ships', () => {
    const document = loadOpenApiDocument();
    expect(OPENAPI_DOCUMENT_PATH).toMatch(/contracts[/\\]openapi\.yaml$/);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths as object)).toContain('/api/user/products/');
  });

  it('points at the folder the storefront’s pact is written to', () => {
    expect(existsSync(join(PACTS_DIR, 'Storefront-ShopAPI.json'))).toBe(true);
  });
});
