// The generated endpoints, one file per tag of the contract: its api (`catalogApi`: endpoints[...].initiate, util)
// and one hook per operation, plus their `…ApiArg` / `…ApiResponse` types. The package has no side effects, so a
// bundler takes into a chunk only the files it uses: a page's script carries its own calls only.
export * from './generated/account';
export * from './generated/addresses';
export * from './generated/bookings';
export * from './generated/catalog';
export * from './generated/complaints';
export * from './generated/content';
export * from './generated/orders';
export * from './generated/quotes';
export * from './generated/reviews';
export * from './generated/shipping';
export * from './generated/site';
export * from './generated/wishlist';
// The calls the storefront's shell makes on every page, apart from the rest of their tags' (openapi-config.cjs).
export * from './generated/shell';
// The one API they are all injected into, for the store: reducer, middleware, `util.resetApiState`.
export { baseApi as shopApi } from './baseApi';
// Each tag's file exports the tags it adds as `addTagTypes`, read by nothing outside it: declared here, so that the
// files' lists do not clash in this index.
export type addTagTypes = never;
export type { components, operations, paths } from '@shop/contracts';

// Schema types by their contract names. These explicit exports take precedence over the
// structurally identical copies that `export *` brings from the generated endpoints files.
export type {
  Schema, Product, ProductPage, Category, GalleryItem, Blog, ContactMessage, ContactReceipt, PageMetadata,
  Review, ReviewCreate, SendOtpRequest, VerifyOtpRequest, RegisterRequest, RegisterResponse,
  LoginRequest, LoginResponse, Profile, ProfileUpdate, PasswordChange, MessageResponse, Address,
  AddressCreate, WishlistAdd, WishlistStatus, WishlistEntry, Order, OrderItem, OrderCreate,
  OrderCreated, PaymentVerification, PaymentResult, PincodeLookup, ApiErrorBody, ApiErrorBody as Error,
  BankTransferInstructions, CreditNoteReference, DeclaredMaker, DeliveryEstimate, DemoPayment, EmailAddress, FieldErrorCodes, Id, IndianMobileAsTyped, LineVariant, MakerKind, MessageLanguage, MessagingChannel, MessagingOptIn, PaymentMethod, PincodeAsTyped, ProductDeclarations, ProductPicture, ProductSale, ProductTextField, ProductVariant, ReturnReason, SiteAddress, SitePhone, SurveyCredit, VariantTextField,
} from './schemas';

export { configureShopApi, shopApiConfig, UNEXPECTED_ERROR_MESSAGE } from './config';
export type { ShopApiConfig } from './config';
export { dehydrateShopApi, hydratedShopApiState, type ShopApiSnapshot } from './hydration';
export { errorCode, errorDetail, errorStatus, fieldErrors, fieldProblems, isUnexpectedError } from './errors';
export { downloadBookingCreditNote, downloadBookingInvoice, downloadOrderCreditNote, downloadOrderInvoice, downloadOrderProforma } from './invoices';
export { asProductList, asProductPage } from './productList';
export { saveFile, type DownloadedFile } from './files';
export type { ErrorCode, FieldProblem, ShopApiError } from './errors';
