// RTK Query code generation for the back-office: only the contract's /api/admin operations, into
// src/admin/generated/adminApi.ts on the admin client's own base API (reducerPath `adminApi`), so the
// storefront's client and bundle never hold a staff call. Paths as in openapi-config.cjs.
const { answersFile } = require('./codegen-filters.cjs');

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: require.resolve('@shop/contracts/openapi.yaml'),
  apiFile: './src/admin/adminBaseApi.ts',
  apiImport: 'adminBaseApi',
  outputFile: './src/admin/generated/adminApi.ts',
  exportName: 'adminApi',
  hooks: true,
  // File answers (PDFs, CSV, data exports) are downloads, not cached state: src/files.ts fetches them.
  filterEndpoints: (_name, definition) => definition.path.startsWith('/api/admin/') && !answersFile(definition),
  tag: true,
  encodePathParams: true,
  prettierConfigFile: './codegen.prettierrc.json',
};
