// RTK Query code generation: @shop/contracts' openapi.yaml -> src/generated/<tag>.ts, one file per tag of the contract.
// The contract is found through the package; every other path is relative to this file (the CLI
// changes into its folder), which lets test/generated-up-to-date.test.ts run the same config in a temp copy.
const { answersFile } = require('./codegen-filters.cjs');

/**
 * The contract's tags of the storefront's calls, each a file of endpoints of its own (`catalogApi` in catalog.ts),
 * injected into the one `baseApi` when the file is first imported: a page's script carries the calls it makes and
 * no others (docs/decisions/072-first-load-carries-the-first-screen.md). An operation tagged otherwise gets no
 * endpoint, so a new tag is added here. (The Cart tag's one call is the shell's.)
 */
const TAGS = ['Account', 'Addresses', 'Bookings', 'Catalog', 'Complaints', 'Content', 'Orders', 'Quotes', 'Reviews', 'Shipping', 'Site', 'Wishlist'];

/**
 * The calls the storefront's shell makes on every page (the header, the footer, the head's metadata, the session,
 * the cart, the next page prepared on a hover), a file of their own (`shellApi` in shell.ts): the shell's script
 * carries these and not the rest of their tags' calls, which RTK Query would otherwise set up on every page's first
 * load (decision 072). A call the shell starts making moves here.
 */
const SHELL_CALLS = ['getProfile', 'logout', 'saveCart', 'getProduct', 'listCategories', 'listBlogs', 'getSeoMetadata', 'getSiteShell'];

/**
 * The storefront's calls: not the providers' webhooks nor the staff's (the back-office has its own client,
 * openapi-admin-config.cjs); and no PDF answers (tax invoices), which are downloads, not cached state
 * (src/files.ts fetches them as Blobs).
 */
const isShopCall = (operationName, definition) =>
  !['razorpayWebhook', 'changeDeliveryStatus', 'carrierTrackingWebhook', 'verifyWhatsAppWebhook', 'whatsAppWebhook'].includes(operationName) &&
  !definition.path.startsWith('/api/admin/') &&
  !answersFile(definition);

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: require.resolve('@shop/contracts/openapi.yaml'),
  apiFile: './src/baseApi.ts',
  apiImport: 'baseApi',
  outputFiles: {
    './src/generated/shell.ts': {
      exportName: 'shellApi',
      filterEndpoints: (operationName, definition) => SHELL_CALLS.includes(operationName) && isShopCall(operationName, definition),
    },
    ...Object.fromEntries(
      TAGS.map((tag) => [
        `./src/generated/${tag.toLowerCase()}.ts`,
        {
          exportName: `${tag.toLowerCase()}Api`,
          filterEndpoints: (operationName, definition) =>
            definition.operation.tags?.[0] === tag && !SHELL_CALLS.includes(operationName) && isShopCall(operationName, definition),
        },
      ]),
    ),
  },
  hooks: true,
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
