// The generated endpoints: `shopApi` (reducer, middleware, endpoints[...].initiate) and one hook
// per operation, plus their `…ApiArg` / `…ApiResponse` types.
export * from './generated/shopApi';
export type { components, operations, paths } from '@shop/contracts';

// Schema types by their contract names. These explicit exports take precedence over the
// structurally identical copies that `export *` brings from the generated endpoints file.
export type {
  Schema, Product, ProductPage, Category, GalleryItem, Blog, ContactMessage, ContactReceipt, PageMetadata,
  Review, ReviewCreate, SendOtpRequest, VerifyOtpRequest, RegisterRequest, RegisterResponse,
  LoginRequest, LoginResponse, Profile, ProfileUpdate, PasswordChange, MessageResponse, Address,
  AddressCreate, WishlistAdd, WishlistStatus, WishlistEntry, Order, OrderItem, OrderCreate,
  OrderCreated, PaymentVerification, PaymentResult, PincodeLookup, ApiErrorBody,
} from './schemas';

export { configureShopApi, shopApiConfig, UNEXPECTED_ERROR_MESSAGE } from './config';
export type { ShopApiConfig } from './config';
export { dehydrateShopApi, hydratedShopApiState, type ShopApiSnapshot } from './hydration';
export { errorCode, errorDetail, errorStatus, fieldErrors, fieldProblems, isUnexpectedError } from './errors';
export { downloadBookingCreditNote, downloadBookingInvoice, downloadOrderCreditNote, downloadOrderInvoice, downloadOrderProforma } from './invoices';
export { asProductList, asProductPage } from './productList';
export { saveFile, type DownloadedFile } from './files';
export type { ErrorCode, FieldProblem, ShopApiError } from './errors';
