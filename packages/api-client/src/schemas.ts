// Short names for the contract's schemas. `Schema<'Name'>` (from @shop/contracts) reaches the others.
import type { Schema } from '@shop/contracts';

export type { Schema };

// Catalog and content
export type Product = Schema<'Product'>;
export type ProductPage = Schema<'ProductPage'>;
export type Category = Schema<'Category'>;
export type GalleryItem = Schema<'GalleryItem'>;
export type Blog = Schema<'Blog'>;
export type ContactMessage = Schema<'ContactMessage'>;
export type ContactReceipt = Schema<'ContactReceipt'>;
export type PageMetadata = Schema<'PageMetadata'>;

// Reviews
export type Review = Schema<'Review'>;
export type ReviewCreate = Schema<'ReviewCreate'>;

// Account
export type SendOtpRequest = Schema<'SendOtpRequest'>;
export type VerifyOtpRequest = Schema<'VerifyOtpRequest'>;
export type RegisterRequest = Schema<'RegisterRequest'>;
export type RegisterResponse = Schema<'RegisterResponse'>;
export type LoginRequest = Schema<'LoginRequest'>;
export type LoginResponse = Schema<'LoginResponse'>;
export type Profile = Schema<'Profile'>;
export type ProfileUpdate = Schema<'ProfileUpdate'>;
export type PasswordChange = Schema<'PasswordChange'>;
export type MessageResponse = Schema<'MessageResponse'>;

// Addresses and wishlist
export type Address = Schema<'Address'>;
export type AddressCreate = Schema<'AddressCreate'>;
export type WishlistAdd = Schema<'WishlistAdd'>;
export type WishlistStatus = Schema<'WishlistStatus'>;
export type WishlistEntry = Schema<'WishlistEntry'>;

// Orders, payments and shipping
export type Order = Schema<'Order'>;
export type OrderItem = Schema<'OrderItem'>;
export type OrderCreate = Schema<'OrderCreate'>;
export type OrderCreated = Schema<'OrderCreated'>;
export type PaymentVerification = Schema<'PaymentVerification'>;
export type PaymentResult = Schema<'PaymentResult'>;
export type PincodeLookup = Schema<'PincodeLookup'>;

/** The 4xx body `{ detail, errors }` (named so it does not shadow the global Error). */
export type ApiErrorBody = Schema<'Error'>;

// Shared by several tags' endpoint files (src/generated), each of which declares its own copy: named once here.
export type BankTransferInstructions = Schema<'BankTransferInstructions'>;
export type CreditNoteReference = Schema<'CreditNoteReference'>;
export type DeclaredMaker = Schema<'DeclaredMaker'>;
export type DeliveryEstimate = Schema<'DeliveryEstimate'>;
export type DemoPayment = Schema<'DemoPayment'>;
export type EmailAddress = Schema<'EmailAddress'>;
export type FieldErrorCodes = Schema<'FieldErrorCodes'>;
export type Id = Schema<'Id'>;
export type IndianMobileAsTyped = Schema<'IndianMobileAsTyped'>;
export type LineVariant = Schema<'LineVariant'>;
export type MakerKind = Schema<'MakerKind'>;
export type MessageLanguage = Schema<'MessageLanguage'>;
export type MessagingChannel = Schema<'MessagingChannel'>;
export type MessagingOptIn = Schema<'MessagingOptIn'>;
export type PaymentMethod = Schema<'PaymentMethod'>;
export type PincodeAsTyped = Schema<'PincodeAsTyped'>;
export type ProductDeclarations = Schema<'ProductDeclarations'>;
export type ProductPicture = Schema<'ProductPicture'>;
export type ProductSale = Schema<'ProductSale'>;
export type ProductTextField = Schema<'ProductTextField'>;
export type ProductVariant = Schema<'ProductVariant'>;
export type ReturnReason = Schema<'ReturnReason'>;
export type SiteAddress = Schema<'SiteAddress'>;
export type SitePhone = Schema<'SitePhone'>;
export type SurveyCredit = Schema<'SurveyCredit'>;
export type VariantTextField = Schema<'VariantTextField'>;
