// RTK Query code generation: @shop/contracts' openapi.yaml -> src/generated/shopApi.ts.
// The contract is found through the package; every other path is relative to this file (the CLI
// changes into its folder), which lets test/generated-up-to-date.test.ts run the same config in a temp copy.
const { answersFile } = require('./codegen-filters.cjs');

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: require.resolve('@shop/contracts/openapi.yaml'),
  apiFile: './src/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/shopApi.ts',
  exportName: 'shopApi',
  hooks: true,
  // The storefront's client: the provider's webhook and the staff calls are not the shop's to make
  // (the back-office has its own client, openapi-admin-config.cjs).
  // PDF answers (tax invoices) are downloads, not cached state: src/files.ts fetches them as Blobs.
  filterEndpoints: (operationName, definition) =>
    !['razorpayWebhook', 'changeDeliveryStatus'].includes(operationName) && !definition.path.startsWith('/api/admin/') && !answersFile(definition),
  // The contract's operation tags become providesTags/invalidatesTags.
  tag: true,
  endpointOverrides: [
    // The contract tags the contact form 'Content', which would make every sent message refetch
    // the blogs, gallery and page metadata; a message changes none of them.
    { pattern: 'sendContactMessage', invalidatesTags: [] },
    // A coupon checked or a checkout quoted changes no order: nothing to refetch.
    { pattern: ['checkCoupon', 'quoteOrder'], invalidatesTags: [] },
    // A cart's price is a question, not a change: kept and asked again when its lines or coupon change (a POST
    // only because the lines would not fit a URL), never because something else was written.
    { pattern: 'priceCart', type: 'query', providesTags: [] },
    // A code sent to the number changes no choice: the preferences are refetched once it is typed back.
    { pattern: 'sendMessagingVerificationCode', invalidatesTags: [] },
  ],
  // Slugs come from URLs and product data; never let one break out of its path segment.
  // (Query parameters are encoded by fetchBaseQuery already; encoding them here too would double-encode.)
  encodePathParams: true,
  // An explicit formatter config, so the output does not depend on whatever Prettier config
  // happens to sit above the folder the generator runs in.
  prettierConfigFile: './codegen.prettierrc.json',
};
