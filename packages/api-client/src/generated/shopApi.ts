import { baseApi as api } from '../baseApi';
export const addTagTypes = [
  'Catalog',
  'Content',
  'Complaints',
  'Quotes',
  'Reviews',
  'Account',
  'Addresses',
  'Cart',
  'Wishlist',
  'Orders',
  'Bookings',
  'Shipping',
  'Messaging',
  'Site',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/products/`,
          params: {
            lang: queryArg.lang,
            query: queryArg.query,
            limit: queryArg.limit,
            offset: queryArg.offset,
            category: queryArg.category,
            material: queryArg.material,
            rating: queryArg.rating,
            price_from: queryArg.priceFrom,
            price_to: queryArg.priceTo,
            min_price: queryArg.minPrice,
            max_price: queryArg.maxPrice,
            bestseller: queryArg.bestseller,
            sort: queryArg.sort,
          },
        }),
        providesTags: ['Catalog'],
      }),
      getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
        query: (queryArg) => ({
          url: `/api/user/products/${encodeURIComponent(String(queryArg.slugOrId))}/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Catalog'],
      }),
      listCategories: build.query<ListCategoriesApiResponse, ListCategoriesApiArg>({
        query: (queryArg) => ({
          url: `/api/user/uploadCategory/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Catalog'],
      }),
      listGallery: build.query<ListGalleryApiResponse, ListGalleryApiArg>({
        query: (queryArg) => ({
          url: `/api/user/gallery/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Content'],
      }),
      sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
        query: (queryArg) => ({ url: `/api/user/contact/`, method: 'POST', body: queryArg.contactMessage }),
        invalidatesTags: [],
      }),
      listMyComplaints: build.query<ListMyComplaintsApiResponse, ListMyComplaintsApiArg>({
        query: () => ({ url: `/api/user/complaints/` }),
        providesTags: ['Complaints'],
      }),
      fileComplaint: build.mutation<FileComplaintApiResponse, FileComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/user/complaints/`, method: 'POST', body: queryArg.complaintInput }),
        invalidatesTags: ['Complaints'],
      }),
      fileOrderComplaint: build.mutation<FileOrderComplaintApiResponse, FileOrderComplaintApiArg>({
        query: (queryArg) => ({
          url: `/api/user/complaints/by-order/`,
          method: 'POST',
          body: queryArg.orderComplaintInput,
        }),
        invalidatesTags: ['Complaints'],
      }),
      getComplaint: build.query<GetComplaintApiResponse, GetComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/user/complaint-links/${encodeURIComponent(String(queryArg.token))}/` }),
        providesTags: ['Complaints'],
      }),
      replyToComplaint: build.mutation<ReplyToComplaintApiResponse, ReplyToComplaintApiArg>({
        query: (queryArg) => ({
          url: `/api/user/complaint-links/${encodeURIComponent(String(queryArg.token))}/replies/`,
          method: 'POST',
          body: queryArg.complaintReplyInput,
        }),
        invalidatesTags: ['Complaints'],
      }),
      requestQuote: build.mutation<RequestQuoteApiResponse, RequestQuoteApiArg>({
        query: (queryArg) => ({ url: `/api/user/quote-requests/`, method: 'POST', body: queryArg.quoteRequestInput }),
        invalidatesTags: ['Quotes'],
      }),
      uploadQuotePhoto: build.mutation<UploadQuotePhotoApiResponse, UploadQuotePhotoApiArg>({
        query: (queryArg) => ({ url: `/api/user/quote-photos/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Quotes'],
      }),
      getQuote: build.query<GetQuoteApiResponse, GetQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/user/quotes/${encodeURIComponent(String(queryArg['number']))}/`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['Quotes'],
      }),
      acceptQuote: build.mutation<AcceptQuoteApiResponse, AcceptQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/user/quotes/${encodeURIComponent(String(queryArg['number']))}/acceptance/`,
          method: 'POST',
          body: queryArg.quoteAcceptance,
        }),
        invalidatesTags: ['Quotes'],
      }),
      listMyQuotes: build.query<ListMyQuotesApiResponse, ListMyQuotesApiArg>({
        query: () => ({ url: `/api/user/account/quotes/` }),
        providesTags: ['Quotes'],
      }),
      getMyQuote: build.query<GetMyQuoteApiResponse, GetMyQuoteApiArg>({
        query: (queryArg) => ({ url: `/api/user/account/quotes/${encodeURIComponent(String(queryArg['number']))}/` }),
        providesTags: ['Quotes'],
      }),
      listBlogs: build.query<ListBlogsApiResponse, ListBlogsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/blogs/`,
          params: {
            lang: queryArg.lang,
            slug: queryArg.slug,
          },
        }),
        providesTags: ['Content'],
      }),
      getLegalPage: build.query<GetLegalPageApiResponse, GetLegalPageApiArg>({
        query: (queryArg) => ({
          url: `/api/user/legal/${encodeURIComponent(String(queryArg.slug))}/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Content'],
      }),
      listProductReviews: build.query<ListProductReviewsApiResponse, ListProductReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/reviews/`,
          params: {
            product_id: queryArg.productId,
          },
        }),
        providesTags: ['Reviews'],
      }),
      createReview: build.mutation<CreateReviewApiResponse, CreateReviewApiArg>({
        query: (queryArg) => ({ url: `/api/user/reviews/`, method: 'POST', body: queryArg.reviewCreate }),
        invalidatesTags: ['Reviews'],
      }),
      listUserReviews: build.query<ListUserReviewsApiResponse, ListUserReviewsApiArg>({
        query: () => ({ url: `/api/user/user-reviews/` }),
        providesTags: ['Reviews'],
      }),
      sendOtp: build.mutation<SendOtpApiResponse, SendOtpApiArg>({
        query: (queryArg) => ({
          url: `/api/user/send-otp/`,
          method: 'POST',
          body: queryArg.sendOtpRequest,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Account'],
      }),
      verifyOtp: build.mutation<VerifyOtpApiResponse, VerifyOtpApiArg>({
        query: (queryArg) => ({ url: `/api/user/verify-otp/`, method: 'POST', body: queryArg.verifyOtpRequest }),
        invalidatesTags: ['Account'],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({
          url: `/api/user/register/`,
          method: 'POST',
          body: queryArg.registerRequest,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Account'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/user/login/`, method: 'POST', body: queryArg.loginRequest }),
        invalidatesTags: ['Account'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/user/logout/`, method: 'POST' }),
        invalidatesTags: ['Account'],
      }),
      getProfile: build.query<GetProfileApiResponse, GetProfileApiArg>({
        query: () => ({ url: `/api/user/profile/` }),
        providesTags: ['Account'],
      }),
      updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile/`, method: 'PATCH', body: queryArg.profileUpdate }),
        invalidatesTags: ['Account'],
      }),
      getMessagingPreferences: build.query<GetMessagingPreferencesApiResponse, GetMessagingPreferencesApiArg>({
        query: () => ({ url: `/api/user/profile/messaging/` }),
        providesTags: ['Account'],
      }),
      updateMessagingPreferences: build.mutation<
        UpdateMessagingPreferencesApiResponse,
        UpdateMessagingPreferencesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile/messaging/`,
          method: 'PATCH',
          body: queryArg.messagingPreferencesUpdate,
        }),
        invalidatesTags: ['Account'],
      }),
      sendMessagingVerificationCode: build.mutation<
        SendMessagingVerificationCodeApiResponse,
        SendMessagingVerificationCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile/messaging/verification/`,
          method: 'POST',
          body: queryArg.messagingVerificationRequest,
        }),
        invalidatesTags: [],
      }),
      confirmMessagingVerificationCode: build.mutation<
        ConfirmMessagingVerificationCodeApiResponse,
        ConfirmMessagingVerificationCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile/messaging/verification/confirm/`,
          method: 'POST',
          body: queryArg.messagingVerificationConfirm,
        }),
        invalidatesTags: ['Account'],
      }),
      unsubscribeFromOffers: build.mutation<UnsubscribeFromOffersApiResponse, UnsubscribeFromOffersApiArg>({
        query: (queryArg) => ({
          url: `/api/user/offer-unsubscribe/${encodeURIComponent(String(queryArg.token))}/`,
          method: 'POST',
        }),
        invalidatesTags: ['Account'],
      }),
      changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile/password/`, method: 'POST', body: queryArg.passwordChange }),
        invalidatesTags: ['Account'],
      }),
      createAddress: build.mutation<CreateAddressApiResponse, CreateAddressApiArg>({
        query: (queryArg) => ({ url: `/api/user/addresses/`, method: 'POST', body: queryArg.addressCreate }),
        invalidatesTags: ['Addresses'],
      }),
      listAddresses: build.query<ListAddressesApiResponse, ListAddressesApiArg>({
        query: (queryArg) => ({ url: `/api/user/addresses/${encodeURIComponent(String(queryArg.userId))}/` }),
        providesTags: ['Addresses'],
      }),
      deleteAddress: build.mutation<DeleteAddressApiResponse, DeleteAddressApiArg>({
        query: (queryArg) => ({
          url: `/api/user/addresses/delete/${encodeURIComponent(String(queryArg.id))}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Addresses'],
      }),
      saveCart: build.mutation<SaveCartApiResponse, SaveCartApiArg>({
        query: (queryArg) => ({ url: `/api/user/cart/`, method: 'PUT', body: queryArg.savedCart }),
        invalidatesTags: ['Cart'],
      }),
      listWishlist: build.query<ListWishlistApiResponse, ListWishlistApiArg>({
        query: () => ({ url: `/api/user/wishlist/` }),
        providesTags: ['Wishlist'],
      }),
      addToWishlist: build.mutation<AddToWishlistApiResponse, AddToWishlistApiArg>({
        query: (queryArg) => ({ url: `/api/user/wishlist/`, method: 'POST', body: queryArg.wishlistAdd }),
        invalidatesTags: ['Wishlist'],
      }),
      checkWishlist: build.query<CheckWishlistApiResponse, CheckWishlistApiArg>({
        query: (queryArg) => ({ url: `/api/user/wishlist/${encodeURIComponent(String(queryArg.productId))}/` }),
        providesTags: ['Wishlist'],
      }),
      removeFromWishlist: build.mutation<RemoveFromWishlistApiResponse, RemoveFromWishlistApiArg>({
        query: (queryArg) => ({
          url: `/api/user/wishlist/${encodeURIComponent(String(queryArg.productId))}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Wishlist'],
      }),
      listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Orders'],
      }),
      createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/`,
          method: 'POST',
          body: queryArg.orderCreate,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      checkCoupon: build.mutation<CheckCouponApiResponse, CheckCouponApiArg>({
        query: (queryArg) => ({ url: `/api/user/coupons/check/`, method: 'POST', body: queryArg.couponCheck }),
        invalidatesTags: [],
      }),
      priceCart: build.query<PriceCartApiResponse, PriceCartApiArg>({
        query: (queryArg) => ({ url: `/api/user/cart/price/`, method: 'POST', body: queryArg.cartPriceRequest }),
        providesTags: [],
      }),
      quoteOrder: build.mutation<QuoteOrderApiResponse, QuoteOrderApiArg>({
        query: (queryArg) => ({ url: `/api/user/orders/quote/`, method: 'POST', body: queryArg.orderQuoteRequest }),
        invalidatesTags: [],
      }),
      getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Orders'],
      }),
      verifyPayment: build.mutation<VerifyPaymentApiResponse, VerifyPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/verify_payment/`,
          method: 'POST',
          body: queryArg.paymentVerification,
        }),
        invalidatesTags: ['Orders'],
      }),
      payDemoOrder: build.mutation<PayDemoOrderApiResponse, PayDemoOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/demo_payment/`,
          method: 'POST',
        }),
        invalidatesTags: ['Orders'],
      }),
      answerCodConfirmation: build.mutation<AnswerCodConfirmationApiResponse, AnswerCodConfirmationApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/cod_confirmation/`,
          method: 'POST',
          body: queryArg.codDecision,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      answerDeliveryProblem: build.mutation<AnswerDeliveryProblemApiResponse, AnswerDeliveryProblemApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/delivery-problem/`,
          method: 'POST',
          body: queryArg.deliveryProblemAnswer,
          params: {
            lang: queryArg.lang,
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      requestReturn: build.mutation<RequestReturnApiResponse, RequestReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/user/orders/${encodeURIComponent(String(queryArg.id))}/returns/`,
          method: 'POST',
          body: queryArg.returnRequest,
        }),
        invalidatesTags: ['Orders'],
      }),
      uploadReturnPhoto: build.mutation<UploadReturnPhotoApiResponse, UploadReturnPhotoApiArg>({
        query: (queryArg) => ({ url: `/api/user/returns/photos/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Orders'],
      }),
      getReturnRules: build.query<GetReturnRulesApiResponse, GetReturnRulesApiArg>({
        query: () => ({ url: `/api/user/return-rules/` }),
        providesTags: ['Content'],
      }),
      getCodConfirmation: build.query<GetCodConfirmationApiResponse, GetCodConfirmationApiArg>({
        query: (queryArg) => ({ url: `/api/user/cod-confirmations/${encodeURIComponent(String(queryArg.token))}/` }),
        providesTags: ['Orders'],
      }),
      answerCodConfirmationByLink: build.mutation<
        AnswerCodConfirmationByLinkApiResponse,
        AnswerCodConfirmationByLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/cod-confirmations/${encodeURIComponent(String(queryArg.token))}/`,
          method: 'POST',
          body: queryArg.codDecision,
        }),
        invalidatesTags: ['Orders'],
      }),
      listServices: build.query<ListServicesApiResponse, ListServicesApiArg>({
        query: (queryArg) => ({
          url: `/api/user/services/`,
          params: {
            pincode: queryArg.pincode,
          },
        }),
        providesTags: ['Bookings'],
      }),
      getBookingSlots: build.query<GetBookingSlotsApiResponse, GetBookingSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/slots/`,
          params: {
            pincode: queryArg.pincode,
            kind: queryArg.kind,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Bookings'],
      }),
      createBooking: build.mutation<CreateBookingApiResponse, CreateBookingApiArg>({
        query: (queryArg) => ({ url: `/api/user/bookings/`, method: 'POST', body: queryArg.bookingInput }),
        invalidatesTags: ['Bookings'],
      }),
      confirmBooking: build.mutation<ConfirmBookingApiResponse, ConfirmBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/confirm/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      startBookingPayment: build.mutation<StartBookingPaymentApiResponse, StartBookingPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/payment/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      verifyBookingPayment: build.mutation<VerifyBookingPaymentApiResponse, VerifyBookingPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/payment/verify/`,
          method: 'POST',
          body: queryArg.paymentVerification,
        }),
        invalidatesTags: ['Bookings'],
      }),
      payDemoBooking: build.mutation<PayDemoBookingApiResponse, PayDemoBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/payment/demo/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      getInstallationSlots: build.query<GetInstallationSlotsApiResponse, GetInstallationSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/installation-slots/`,
          params: {
            order_id: queryArg.orderId,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Bookings'],
      }),
      bookInstallation: build.mutation<BookInstallationApiResponse, BookInstallationApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/installations/`,
          method: 'POST',
          body: queryArg.installationBookingInput,
        }),
        invalidatesTags: ['Bookings'],
      }),
      answerBookingCompletion: build.mutation<AnswerBookingCompletionApiResponse, AnswerBookingCompletionApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/outcome/`,
          method: 'POST',
          body: queryArg.bookingOutcomeInput,
        }),
        invalidatesTags: ['Bookings'],
      }),
      cancelBooking: build.mutation<CancelBookingApiResponse, CancelBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/user/bookings/${encodeURIComponent(String(queryArg.id))}/cancel/`,
          method: 'POST',
        }),
        invalidatesTags: ['Bookings'],
      }),
      listMyBookings: build.query<ListMyBookingsApiResponse, ListMyBookingsApiArg>({
        query: () => ({ url: `/api/user/account/bookings/` }),
        providesTags: ['Bookings'],
      }),
      checkPincode: build.query<CheckPincodeApiResponse, CheckPincodeApiArg>({
        query: (queryArg) => ({ url: `/api/user/pincode/${encodeURIComponent(String(queryArg.pin))}` }),
        providesTags: ['Shipping'],
      }),
      getDeliveryEstimate: build.query<GetDeliveryEstimateApiResponse, GetDeliveryEstimateApiArg>({
        query: (queryArg) => ({
          url: `/api/user/delivery-estimate/`,
          params: {
            pincode: queryArg.pincode,
            product_id: queryArg.productId,
            variant: queryArg.variant,
            quantity: queryArg.quantity,
            items: queryArg.items,
          },
        }),
        providesTags: ['Shipping'],
      }),
      carrierTrackingWebhook: build.mutation<CarrierTrackingWebhookApiResponse, CarrierTrackingWebhookApiArg>({
        query: (queryArg) => ({
          url: `/api/carrier/tracking/webhook`,
          method: 'POST',
          headers: {
            'x-api-key': queryArg['x-api-key'],
          },
        }),
        invalidatesTags: ['Shipping'],
      }),
      verifyWhatsAppWebhook: build.query<VerifyWhatsAppWebhookApiResponse, VerifyWhatsAppWebhookApiArg>({
        query: (queryArg) => ({
          url: `/api/messaging/whatsapp/webhook`,
          params: {
            'hub.mode': queryArg['hub.mode'],
            'hub.verify_token': queryArg['hub.verify_token'],
            'hub.challenge': queryArg['hub.challenge'],
          },
        }),
        providesTags: ['Messaging'],
      }),
      whatsAppWebhook: build.mutation<WhatsAppWebhookApiResponse, WhatsAppWebhookApiArg>({
        query: (queryArg) => ({
          url: `/api/messaging/whatsapp/webhook`,
          method: 'POST',
          headers: {
            'x-hub-signature-256': queryArg['x-hub-signature-256'],
          },
        }),
        invalidatesTags: ['Messaging'],
      }),
      getSeoMetadata: build.query<GetSeoMetadataApiResponse, GetSeoMetadataApiArg>({
        query: (queryArg) => ({
          url: `/seo-json/seo.json`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Content'],
      }),
      getSiteShell: build.query<GetSiteShellApiResponse, GetSiteShellApiArg>({
        query: (queryArg) => ({
          url: `/api/user/site/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Site'],
      }),
      getSiteSeller: build.query<GetSiteSellerApiResponse, GetSiteSellerApiArg>({
        query: () => ({ url: `/api/user/site/seller/` }),
        providesTags: ['Site'],
      }),
      getSiteFaq: build.query<GetSiteFaqApiResponse, GetSiteFaqApiArg>({
        query: (queryArg) => ({
          url: `/api/user/site/faq/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Site'],
      }),
      getSiteHome: build.query<GetSiteHomeApiResponse, GetSiteHomeApiArg>({
        query: (queryArg) => ({
          url: `/api/user/site/home/`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Site'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type ListProductsApiResponse =
  /** status 200 Products, or one page of them when a paging parameter is given. */ Product[] | ProductPage;
export type ListProductsApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  /** Search text; matches title or long description, case-insensitively, tolerating small typos. */
  query?: string;
  /** Page size; 24 when another paging parameter is given without it. Up to 200 (docs/decisions/021-product-paging.md). */
  limit?: number;
  /** How many matching products to skip (the previous page's `next_offset`). */
  offset?: number;
  /** Category names, as `category_name` spells them; repeat the parameter for several. */
  category?: string[];
  /** Materials; repeat the parameter for several. */
  material?: ('Plastic' | 'Stainless Steel')[];
  /** Whole stars; the average rating rounded down must reach at least one of them. */
  rating?: number[];
  /** The price filter's lower end in rupees, included. */
  priceFrom?: number;
  /** The price filter's upper end in rupees, included; not below `price_from` (a 400 naming `price_to` otherwise). Unrelated to a product's `max_price`, its M.R.P. */
  priceTo?: number;
  /** The older name of `price_from`, still accepted; `price_from` wins when both are given. */
  minPrice?: number;
  /** The older name of `price_to`, still accepted; `price_to` wins when both are given. Not the M.R.P. that `Product.max_price` names. */
  maxPrice?: number;
  /** `true` keeps only the products marked as bestsellers (`isBest`), as the home page's 'Our Bestsellers' shows them; `false` or absent keeps every product. */
  bestseller?: boolean;
  /** The storefront's 'Sort By': `default` keeps the catalogue's order (or the search ranking); `name-asc` sorts titles A–Z with numbers by value; `price-asc` and `price-desc` by price. Ties keep the default order. */
  sort?: 'default' | 'name-asc' | 'price-asc' | 'price-desc';
};
export type GetProductApiResponse = /** status 200 The product. */ Product;
export type GetProductApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  slugOrId: string;
};
export type ListCategoriesApiResponse = /** status 200 Categories. */ Category[];
export type ListCategoriesApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type ListGalleryApiResponse = /** status 200 Gallery items. */ GalleryItem[];
export type ListGalleryApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type SendContactMessageApiResponse = /** status 201 Stored. */ ContactReceipt;
export type SendContactMessageApiArg = {
  contactMessage: ContactMessage;
};
export type ListMyComplaintsApiResponse = /** status 200 The complaints. */ ComplaintSummary[];
export type ListMyComplaintsApiArg = void;
export type FileComplaintApiResponse = /** status 201 Filed. */ ComplaintReceipt;
export type FileComplaintApiArg = {
  complaintInput: ComplaintInput;
};
export type FileOrderComplaintApiResponse = /** status 201 Filed. */ ComplaintReceipt;
export type FileOrderComplaintApiArg = {
  orderComplaintInput: OrderComplaintInput;
};
export type GetComplaintApiResponse = /** status 200 The complaint and its thread. */ Complaint;
export type GetComplaintApiArg = {
  /** The secret of a complaint's status page, mailed with its acknowledgement. */
  token: string;
};
export type ReplyToComplaintApiResponse = /** status 201 The complaint with the reply. */ Complaint;
export type ReplyToComplaintApiArg = {
  /** The secret of a complaint's status page, mailed with its acknowledgement. */
  token: string;
  complaintReplyInput: ComplaintReplyInput;
};
export type RequestQuoteApiResponse = /** status 201 Requested. */ QuoteReceipt;
export type RequestQuoteApiArg = {
  quoteRequestInput: QuoteRequestInput;
};
export type UploadQuotePhotoApiResponse = /** status 201 Stored. */ QuotePhotoUpload;
export type UploadQuotePhotoApiArg = {
  body: Blob;
};
export type GetQuoteApiResponse = /** status 200 The quote. */ Quote;
export type GetQuoteApiArg = {
  /** A quote's number, e.g. Q-2026-000123; it opens nothing alone. */
  number: string;
  /** The secret of the quote's page, mailed with its number. */
  token: string;
};
export type AcceptQuoteApiResponse =
  /** status 201 The order and its payment to open in the payment widget, or its confirmation by mail. */ OrderCreated;
export type AcceptQuoteApiArg = {
  /** A quote's number, e.g. Q-2026-000123; it opens nothing alone. */
  number: string;
  quoteAcceptance: QuoteAcceptance;
};
export type ListMyQuotesApiResponse = /** status 200 The quotes. */ QuoteSummary[];
export type ListMyQuotesApiArg = void;
export type GetMyQuoteApiResponse = /** status 200 The quote. */ Quote;
export type GetMyQuoteApiArg = {
  /** A quote's number, e.g. Q-2026-000123; it opens nothing alone. */
  number: string;
};
export type ListBlogsApiResponse = /** status 200 Blogs. */ Blog[];
export type ListBlogsApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  slug?: string;
};
export type GetLegalPageApiResponse = /** status 200 The page. */ LegalPage;
export type GetLegalPageApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  slug: LegalPageSlug;
};
export type ListProductReviewsApiResponse = /** status 200 Reviews. */ Review[];
export type ListProductReviewsApiArg = {
  productId: number;
};
export type CreateReviewApiResponse = /** status 201 The created review. */ Review;
export type CreateReviewApiArg = {
  reviewCreate: ReviewCreate;
};
export type ListUserReviewsApiResponse = /** status 200 Reviews. */ Review[];
export type ListUserReviewsApiArg = void;
export type SendOtpApiResponse = /** status 200 Sent. */ MessageResponse;
export type SendOtpApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  sendOtpRequest: SendOtpRequest;
};
export type VerifyOtpApiResponse = /** status 200 Verified. */ MessageResponse;
export type VerifyOtpApiArg = {
  verifyOtpRequest: VerifyOtpRequest;
};
export type RegisterApiResponse = /** status 201 Created. */ RegisterResponse;
export type RegisterApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  registerRequest: RegisterRequest;
};
export type LoginApiResponse = /** status 200 Signed in. */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetProfileApiResponse = /** status 200 Profile. */ Profile;
export type GetProfileApiArg = void;
export type UpdateProfileApiResponse = /** status 200 The updated profile. */ Profile;
export type UpdateProfileApiArg = {
  profileUpdate: ProfileUpdate;
};
export type GetMessagingPreferencesApiResponse =
  /** status 200 The choices and the number they apply to. */ MessagingPreferences;
export type GetMessagingPreferencesApiArg = void;
export type UpdateMessagingPreferencesApiResponse = /** status 200 The choices as they now are. */ MessagingPreferences;
export type UpdateMessagingPreferencesApiArg = {
  messagingPreferencesUpdate: MessagingPreferencesUpdate;
};
export type SendMessagingVerificationCodeApiResponse =
  /** status 202 The code is on its way. */ MessagingVerificationSent;
export type SendMessagingVerificationCodeApiArg = {
  messagingVerificationRequest: MessagingVerificationRequest;
};
export type ConfirmMessagingVerificationCodeApiResponse =
  /** status 200 The choices, the number now proved. */ MessagingPreferences;
export type ConfirmMessagingVerificationCodeApiArg = {
  messagingVerificationConfirm: MessagingVerificationConfirm;
};
export type UnsubscribeFromOffersApiResponse = unknown;
export type UnsubscribeFromOffersApiArg = {
  /** The customer's id and the shop's signature of it, from the e-mail's link. */
  token: string;
};
export type ChangePasswordApiResponse = /** status 200 Changed. */ MessageResponse;
export type ChangePasswordApiArg = {
  passwordChange: PasswordChange;
};
export type CreateAddressApiResponse = /** status 201 The created address. */ Address;
export type CreateAddressApiArg = {
  addressCreate: AddressCreate;
};
export type ListAddressesApiResponse = /** status 200 Addresses. */ Address[];
export type ListAddressesApiArg = {
  userId: number;
};
export type DeleteAddressApiResponse = unknown;
export type DeleteAddressApiArg = {
  id: number;
};
export type SaveCartApiResponse = /** status 200 The cart as kept. */ SavedCart;
export type SaveCartApiArg = {
  savedCart: SavedCart;
};
export type ListWishlistApiResponse = /** status 200 Entries. */ WishlistEntry[];
export type ListWishlistApiArg = void;
export type AddToWishlistApiResponse = /** status 201 The entry. */ WishlistEntry;
export type AddToWishlistApiArg = {
  wishlistAdd: WishlistAdd;
};
export type CheckWishlistApiResponse = /** status 200 Status. */ WishlistStatus;
export type CheckWishlistApiArg = {
  productId: number;
};
export type RemoveFromWishlistApiResponse = unknown;
export type RemoveFromWishlistApiArg = {
  productId: number;
};
export type ListOrdersApiResponse = /** status 200 Orders. */ Order[];
export type ListOrdersApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type CreateOrderApiResponse =
  /** status 201 The order and its payment to open in the payment widget. */ OrderCreated;
export type CreateOrderApiArg = {
  /** The same key for retries of one checkout; defaults to a digest of the cart and address. */
  'Idempotency-Key'?: string;
  orderCreate: OrderCreate;
};
export type CheckCouponApiResponse = /** status 200 The discount. */ CouponDiscount;
export type CheckCouponApiArg = {
  couponCheck: CouponCheck;
};
export type PriceCartApiResponse = /** status 200 The cart's figures. */ CartPrice;
export type PriceCartApiArg = {
  cartPriceRequest: CartPriceRequest;
};
export type QuoteOrderApiResponse = /** status 200 The quote. */ OrderQuote;
export type QuoteOrderApiArg = {
  orderQuoteRequest: OrderQuoteRequest;
};
export type GetOrderApiResponse = /** status 200 The order. */ Order;
export type GetOrderApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  id: number;
};
export type VerifyPaymentApiResponse = /** status 200 Paid. */ PaymentResult;
export type VerifyPaymentApiArg = {
  id: number;
  paymentVerification: PaymentVerification;
};
export type PayDemoOrderApiResponse = /** status 200 The signed result of a demo payment. */ DemoPayment;
export type PayDemoOrderApiArg = {
  id: number;
};
export type AnswerCodConfirmationApiResponse = /** status 200 The order after the answer. */ Order;
export type AnswerCodConfirmationApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  id: Id;
  codDecision: CodDecision;
};
export type AnswerDeliveryProblemApiResponse =
  /** status 200 The order after the answer, its delivery_problem answered. */ Order;
export type AnswerDeliveryProblemApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
  id: Id;
  deliveryProblemAnswer: DeliveryProblemAnswer;
};
export type RequestReturnApiResponse = /** status 201 The order with its returns, the new one last. */ Order;
export type RequestReturnApiArg = {
  id: Id;
  returnRequest: ReturnRequest;
};
export type UploadReturnPhotoApiResponse = /** status 201 Stored. */ ReturnPhoto;
export type UploadReturnPhotoApiArg = {
  body: Blob;
};
export type GetReturnRulesApiResponse = /** status 200 The rules. */ ReturnRules;
export type GetReturnRulesApiArg = void;
export type GetCodConfirmationApiResponse =
  /** status 200 The order to confirm, and where its confirmation stands. */ CodConfirmation;
export type GetCodConfirmationApiArg = {
  /** The secret of the confirmation link mailed to the customer. */
  token: string;
};
export type AnswerCodConfirmationByLinkApiResponse =
  /** status 200 Where the confirmation stands now. */ CodConfirmation;
export type AnswerCodConfirmationByLinkApiArg = {
  /** The secret of the confirmation link mailed to the customer. */
  token: string;
  codDecision: CodDecision;
};
export type ListServicesApiResponse = /** status 200 The services on offer. */ ShopServices;
export type ListServicesApiArg = {
  pincode?: PincodeAsTyped;
};
export type GetBookingSlotsApiResponse = /** status 200 The free starts. */ BookingSlots;
export type GetBookingSlotsApiArg = {
  pincode: PincodeAsTyped;
  kind: BookableKind;
  /** The first day wanted (YYYY-MM-DD, India); tomorrow unless later. */
  from?: string;
  /** The last day wanted (YYYY-MM-DD, India); 30 days ahead unless earlier. */
  to?: string;
};
export type CreateBookingApiResponse = /** status 201 Held. */ Booking;
export type CreateBookingApiArg = {
  bookingInput: BookingInput;
};
export type ConfirmBookingApiResponse = /** status 200 Confirmed. */ Booking;
export type ConfirmBookingApiArg = {
  id: Id;
};
export type StartBookingPaymentApiResponse = /** status 200 The provider's order to pay. */ BookingPayment;
export type StartBookingPaymentApiArg = {
  id: Id;
};
export type VerifyBookingPaymentApiResponse =
  /** status 200 Paid; the booking as it now stands. */ BookingPaymentResult;
export type VerifyBookingPaymentApiArg = {
  id: Id;
  paymentVerification: PaymentVerification;
};
export type PayDemoBookingApiResponse = /** status 200 The signed result of a demo payment. */ DemoPayment;
export type PayDemoBookingApiArg = {
  id: Id;
};
export type GetInstallationSlotsApiResponse = /** status 200 The free starts. */ InstallationSlots;
export type GetInstallationSlotsApiArg = {
  orderId: Id;
  /** The first day wanted (YYYY-MM-DD, India); tomorrow unless later. */
  from?: string;
  /** The last day wanted (YYYY-MM-DD, India); 30 days ahead unless earlier. */
  to?: string;
};
export type BookInstallationApiResponse = /** status 201 Booked and confirmed. */ Booking;
export type BookInstallationApiArg = {
  installationBookingInput: InstallationBookingInput;
};
export type AnswerBookingCompletionApiResponse = /** status 200 Answered. */ Booking;
export type AnswerBookingCompletionApiArg = {
  id: Id;
  bookingOutcomeInput: BookingOutcomeInput;
};
export type CancelBookingApiResponse = /** status 200 Cancelled. */ Booking;
export type CancelBookingApiArg = {
  id: Id;
};
export type ListMyBookingsApiResponse = /** status 200 The bookings. */ Booking[];
export type ListMyBookingsApiArg = void;
export type CheckPincodeApiResponse =
  /** status 200 A one-element list whose `Status` is 'Success' or 'Error'. */ PincodeLookup[];
export type CheckPincodeApiArg = {
  pin: string;
};
export type GetDeliveryEstimateApiResponse = /** status 200 The estimate. */ DeliveryEstimate;
export type GetDeliveryEstimateApiArg = {
  pincode: PincodeAsTyped;
  /** One product (with `quantity`), as on its page. Either this or `items`; neither or both answers 400. */
  productId?: Id;
  /** The product's variant (pack) chosen on its page, with `product_id` only: its parcel is weighed and its price
    declared. The product's default when left out; one that is not the product's answers 400 naming `variant`.
     */
  variant?: Id;
  quantity?: number;
  /** A cart, as `productId x quantity` lines, each with the variant chosen after a colon (the product's default
    without one): `12x2,15:31x1` (at most 50 lines, packed as one parcel). A variant that is not its line's
    product's answers 400 naming `items.{index}.variant`.
     */
  items?: string;
};
export type CarrierTrackingWebhookApiResponse = unknown;
export type CarrierTrackingWebhookApiArg = {
  'x-api-key'?: string;
};
export type VerifyWhatsAppWebhookApiResponse = /** status 200 The challenge, as sent. */ string;
export type VerifyWhatsAppWebhookApiArg = {
  'hub.mode'?: string;
  'hub.verify_token'?: string;
  'hub.challenge'?: string;
};
export type WhatsAppWebhookApiResponse = unknown;
export type WhatsAppWebhookApiArg = {
  'x-hub-signature-256'?: string;
};
export type GetSeoMetadataApiResponse = /** status 200 Path to metadata. */ {
  [key: string]: PageMetadata;
};
export type GetSeoMetadataApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type GetSiteShellApiResponse = /** status 200 The shell content. */ SiteShell;
export type GetSiteShellApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type GetSiteSellerApiResponse = /** status 200 The seller's details. */ SiteSeller;
export type GetSiteSellerApiArg = void;
export type GetSiteFaqApiResponse =
  /** status 200 The questions and answers (no topics before the shop has any). */ SiteFaq;
export type GetSiteFaqApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type GetSiteHomeApiResponse = /** status 200 The home page's content. */ SiteHome;
export type GetSiteHomeApiArg = {
  /** The language the answer's words are wanted in, where the shop has them (a product's Hindi title, the Hindi mail a sign-up sends); English, the shop's own, without it. The storefront's Hindi build sends `hi` on every call; older clients send nothing and get English as before. */
  lang?: 'en' | 'hi';
};
export type ProductPicture = {
  /** The fallback (JPEG or PNG) for `<img src>`, an absolute URL; the same as its imageN. */
  url: string;
  /** What the photo shows, as staff wrote it in the product editor: the `<img alt>`. */
  alt: string;
  /** Pixel width of the largest size, for the `<img>` box (no layout shift); null when unknown. */
  width: number | null;
  /** Pixel height of the largest size; null when unknown. */
  height: number | null;
  /** `url 320w, url 640w, …` with absolute URLs, narrowest first; empty when there is none. */
  srcset_avif: string;
  /** As srcset_avif, in WebP. */
  srcset_webp: string;
};
export type Id = number;
export type ProductSale = {
  id: Id;
  /** The sale's name, as staff gave it ("Monsoon sale"), in the language asked where staff translated it. */
  name: string;
  /** When the sale price ends; the server charges it until then. */
  ends_at: string;
  /** The price outside the sale, in rupees as `price` is written. */
  regular_price: number;
};
export type VariantTextField = 'label';
export type ProductVariant = {
  id: Id;
  /** What sets it apart ("Pack of 20 (6 m)"); empty for a product's only variant. In the language asked where staff translated it. */
  label: string;
  /** Only on an answer asked in another language than English, for a variant with a label, when the label is still English. */
  untranslated_fields?: VariantTextField[];
  sku: string;
  /** Rupees: what the shop charges for it now (a live sale's price, as the product's `sale` says). */
  price: number;
  /** Rupees: its price outside any sale. */
  regular_price: number;
  /** M.R.P. in rupees. */
  max_price: number;
  in_stock: boolean;
  /** Which of the product's `pictures` shows it (0-based); null for the main one. */
  picture: number | null;
  /** What the pack holds as the declaration writes it ("20 pieces", "300 ml"); null until staff give it. Only in getProduct's answer. */
  net_quantity?: string | null;
  /** Month and year of manufacture or import (YYYY-MM); null: as printed on the pack. Only in getProduct's answer. */
  made_month?: string | null;
  /** The GTIN under the barcode on the pack; null when it has none. Only in getProduct's answer. */
  gtin?: string | null;
  /** Buying more costs less per unit: from each `min_quantity` on one line, each unit costs `price`, lowest quantity first. A tier a live sale already beats is left out; empty when buying more saves nothing. Only in getProduct's answer. */
  price_tiers?: {
    min_quantity: number;
    /** Rupees per unit from this quantity, as the cart and the order charge it. */
    price: number;
    /** Whole per cent below `regular_price`, rounded down. */
    saving_percent: number;
  }[];
};
export type MakerKind = 'manufacturer' | 'packer' | 'importer';
export type DeclaredMaker = {
  kind: MakerKind;
  name: string;
  /** The complete address with its PIN code, as the pack prints it. */
  address: string;
};
export type ProductDeclarations = {
  generic_name: string | null;
  country_of_origin: {
    /** ISO 3166-1 alpha-2. */
    code: string;
    name: string;
  } | null;
  maker: DeclaredMaker | null;
  /** Who to contact with a complaint about the product. */
  consumer_care: {
    name: string;
    address: string;
    phone: string;
    email: string;
  } | null;
};
export type ProductTextField =
  'title' | 'short_desc' | 'long_desc' | 'bullet_one' | 'bullet_two' | 'bullet_three' | 'bullet_four' | 'bullet_five';
export type Product = {
  id: number;
  slug: string;
  title: string;
  short_desc: string;
  /** The same text as short_desc, kept only because clients written against the earlier shop read this spelling. Read short_desc; this field will go once no client reads it. */
  shortDesc: string;
  long_desc: string;
  /** Rupees. */
  price: number;
  /** M.R.P. in rupees. */
  max_price: number;
  category_name: string;
  material: 'Plastic' | 'Stainless Steel';
  /** The main photo, as an absolute URL (an upload on the shop's own origin, `{SITE_URL}/media/…`, or object storage's public address), which a storefront on another origin loads as it is; empty only for a hidden product left without photos. */
  image1: string;
  /** An absolute URL, as image1; null when there is none. */
  image2: string | null;
  /** An absolute URL, as image1; null when there is none. */
  image3: string | null;
  /** An absolute URL, as image1; null when there is none. */
  image4: string | null;
  /** An absolute URL, as image1; null when there is none. */
  image5: string | null;
  /** The same photos as image1 to image5, in that order, each with the text alternative staff wrote and what a `<picture>` needs to load the size that fits: for an uploaded photo its pixel size and AVIF and WebP `srcset`s; for a photo from before uploads only its URL (null sizes, empty srcsets). Optional: a client that knows only image1 to image5 loses nothing but the smaller files. */
  pictures?: ProductPicture[];
  bullet_one: string;
  bullet_two: string;
  bullet_three: string;
  bullet_four: string;
  bullet_five: string;
  keywords: string;
  isBest: boolean;
  /** Mean of published ratings to one decimal, such as "4.3"; "0.0" with none. */
  average_rating: string;
  review_count: number;
  reviews: {
    rating: number;
  }[];
  /** Whether any of its variants can be bought now. */
  in_stock: boolean;
  /** The live sale `price` comes from; null when no sale covers the product now. */
  sale: ProductSale | null;
  /** What the shopper chooses between (a length, a pack size), its default first and then in the shop's order; only in getProduct's answer. `price`, `max_price` and `sale` above are the default's. A product with one variant has nothing to choose. */
  variants?: ProductVariant[];
  declarations?: ProductDeclarations;
  /** Only on an answer asked in another language than English (`lang=hi`): the texts above that are still English, as staff have not translated them yet. A page marks them as English (`lang="en"`), so a screen reader reads them as English. Every other text is in the language asked. */
  untranslated_fields?: ProductTextField[];
};
export type FacetCount = {
  name: string;
  count: number;
};
export type ProductFacets = {
  /** Each category with a matching product, in the shop's category order, with the count under the other filters. */
  categories: FacetCount[];
  materials: FacetCount[];
  /** For 4, 3, 2 and 1 stars, how many products rated that or more (average rounded down) pass the other filters. */
  ratings: {
    rating: number;
    count: number;
  }[];
  /** The lowest and highest price in rupees among products passing the other filters; null when none does. */
  price: null | {
    min: number;
    max: number;
  };
};
export type ProductPage = {
  items: Product[];
  /** Products passing every filter. */
  total: number;
  offset: number;
  limit: number;
  /** The next page's offset; null on the last page. */
  next_offset: number | null;
  facets: ProductFacets;
};
export type ErrorCode =
  | 'invalid_input'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'bad_request'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'malformed_json'
  | 'malformed_url'
  | 'empty_body'
  | 'url_too_long'
  | 'json_too_deep'
  | 'null_character'
  | 'internal_error'
  | 'database_unavailable'
  | 'shop_busy'
  | 'migrations_pending'
  | 'not_configured'
  | 'payment_provider_unavailable'
  | 'storage_unavailable'
  | 'mail_unavailable'
  | 'required'
  | 'blank'
  | 'wrong_type'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_large'
  | 'too_few'
  | 'too_many'
  | 'not_allowed_value'
  | 'invalid_format'
  | 'unexpected_field'
  | 'invalid'
  | 'email_invalid'
  | 'mobile_invalid'
  | 'pincode_invalid'
  | 'date_invalid'
  | 'gtin_invalid'
  | 'gstin_invalid'
  | 'gstin_state_unknown'
  | 'gstin_check_failed'
  | 'gstin_required'
  | 'business_name_required'
  | 'account_erased'
  | 'account_name_required'
  | 'account_not_found'
  | 'account_number_invalid'
  | 'address_book_full'
  | 'address_book_not_found'
  | 'address_changed'
  | 'address_not_chosen'
  | 'address_not_found'
  | 'already_a_complaint'
  | 'already_refunded'
  | 'already_remitted'
  | 'already_shipped'
  | 'amount_invalid'
  | 'amount_mismatch'
  | 'article_title_missing'
  | 'bank_transfer_not_allowed'
  | 'blog_not_found'
  | 'booking_not_cancellable'
  | 'booking_not_confirmed'
  | 'booking_not_found'
  | 'booking_not_held'
  | 'booking_not_invoiced'
  | 'booking_not_live'
  | 'booking_time_unchanged'
  | 'cancel_refunds'
  | 'cannot_deactivate_self'
  | 'carrier_refused'
  | 'carrier_retired'
  | 'carrier_unavailable'
  | 'cart_lines_invalid'
  | 'categories_gone'
  | 'category_hidden'
  | 'category_name_taken'
  | 'category_not_found'
  | 'category_repeated'
  | 'channel_cannot_send_codes'
  | 'channel_opted_out'
  | 'cod_already_cancelled'
  | 'cod_already_confirmed'
  | 'cod_confirmation_closed'
  | 'cod_confirmation_link_not_found'
  | 'cod_not_applicable'
  | 'cod_not_collected'
  | 'cod_not_serviceable'
  | 'cod_over_limit'
  | 'cod_refused_before'
  | 'cod_switched_off'
  | 'cod_unchecked'
  | 'code_not_sent'
  | 'complaint_closed'
  | 'complaint_link_not_found'
  | 'complaint_not_found'
  | 'complaint_order_not_found'
  | 'complaint_order_not_yours'
  | 'complaint_resolved'
  | 'contact_message_status'
  | 'coupon_code_invalid'
  | 'coupon_code_taken'
  | 'coupon_minimum_not_met'
  | 'coupon_not_for_cart'
  | 'coupon_not_found'
  | 'coupon_not_usable'
  | 'coupon_takes_nothing_off'
  | 'coupon_used_up_by_you'
  | 'courier_not_serving'
  | 'courier_required'
  | 'credit_exceeds_invoice'
  | 'credit_note_not_found'
  | 'crew_busy'
  | 'crew_inactive'
  | 'crew_not_found'
  | 'customer_not_found'
  | 'date_in_future'
  | 'date_out_of_range'
  | 'date_range_backwards'
  | 'date_range_too_long'
  | 'day_off_repeated'
  | 'declaration_required'
  | 'delivery_move_refused'
  | 'delivery_problem_answer_closed'
  | 'delivery_problem_answered'
  | 'demo_payments_off'
  | 'discount_kind_required'
  | 'duplicate_ids'
  | 'email_not_verified'
  | 'email_taken'
  | 'end_in_past'
  | 'ends_before_start'
  | 'erase_email_mismatch'
  | 'file_empty'
  | 'file_too_large'
  | 'first_variant_label_needed'
  | 'fitting_already_booked'
  | 'fitting_too_long'
  | 'flat_coupon_minimum_too_low'
  | 'gallery_item_not_found'
  | 'gtin_taken'
  | 'idempotency_key_blank'
  | 'idempotency_key_reused'
  | 'ifsc_invalid'
  | 'image_link_invalid'
  | 'image_too_large'
  | 'image_type_unsupported'
  | 'image_unreadable'
  | 'invalid_credentials'
  | 'invoice_not_issued'
  | 'item_not_in_order'
  | 'item_not_in_return'
  | 'item_not_returnable'
  | 'item_repeated'
  | 'job_already_answered'
  | 'job_not_done'
  | 'job_not_failed'
  | 'job_not_found'
  | 'job_not_started'
  | 'job_notes_required'
  | 'job_photos_kept'
  | 'job_problem_required'
  | 'last_live_variant'
  | 'link_invalid'
  | 'message_not_failed'
  | 'message_not_found'
  | 'mobile_already_confirmed'
  | 'mobile_code_attempts_exhausted'
  | 'mobile_code_expired'
  | 'mobile_code_wrong'
  | 'mobile_number_required'
  | 'no_bank_details'
  | 'no_captured_payment'
  | 'no_courier_serves'
  | 'no_crew_here'
  | 'no_delivery_problem'
  | 'no_mobile_number'
  | 'no_paid_fee'
  | 'no_quote_draft'
  | 'no_shipment_label'
  | 'no_survey_fee'
  | 'not_enough_stock'
  | 'not_on_wishlist'
  | 'not_signed_in'
  | 'note_required'
  | 'nothing_to_fit'
  | 'notification_not_found'
  | 'one_line_per_variant'
  | 'only_for_another_attempt'
  | 'order_cancelled'
  | 'order_not_awaiting_transfer'
  | 'order_not_bank_transfer'
  | 'order_not_cod'
  | 'order_not_confirmed'
  | 'order_not_delivered'
  | 'order_not_found'
  | 'order_not_paid'
  | 'order_not_settled'
  | 'order_too_large'
  | 'organisation_required'
  | 'otp_attempts_exhausted'
  | 'otp_expired'
  | 'otp_wrong'
  | 'out_of_stock'
  | 'owner_changes_staff'
  | 'owner_only'
  | 'owner_sets_prices'
  | 'page_not_found'
  | 'parcel_booking_busy'
  | 'parcel_booking_taken_over'
  | 'passwords_differ'
  | 'payment_already_recorded'
  | 'payment_provider_changed'
  | 'period_end_before_start'
  | 'periods_overlap'
  | 'photo_not_found'
  | 'photo_unavailable'
  | 'photos_not_removed'
  | 'pickup_only_on_approval'
  | 'pincode_not_served'
  | 'pincode_unknown'
  | 'prices_are_the_owners'
  | 'product_not_found'
  | 'product_not_in_order'
  | 'product_or_items'
  | 'product_ordered_not_deletable'
  | 'product_photo_required'
  | 'product_unavailable'
  | 'products_gone'
  | 'quote_already_accepted'
  | 'quote_changed'
  | 'quote_closed'
  | 'quote_expired'
  | 'quote_line_empty'
  | 'quote_line_unavailable'
  | 'quote_not_found'
  | 'quote_not_sent'
  | 'quote_revised'
  | 'quote_total_too_large'
  | 'quote_validity_too_short'
  | 'quote_withdrawn'
  | 'quoted_goods_unavailable'
  | 'range_backwards'
  | 'reason_only_on_rejection'
  | 'reason_required'
  | 'receipt_exceeds_return'
  | 'receipt_incomplete'
  | 'reference_not_taken'
  | 'reference_required'
  | 'refund_exceeds_fee'
  | 'refund_exceeds_order'
  | 'refund_reference_taken'
  | 'remittance_orders_refused'
  | 'remittance_reference_taken'
  | 'replacement_not_offered'
  | 'replacement_out_of_stock'
  | 'replacement_takes_no_reference'
  | 'resend_too_soon'
  | 'return_before_delivery'
  | 'return_exceeds_delivered'
  | 'return_not_found'
  | 'return_nothing_received'
  | 'return_photo_required'
  | 'return_photos_unavailable'
  | 'return_status_refuses'
  | 'return_units_taken'
  | 'return_window_closed'
  | 'review_not_found'
  | 'review_status_refuses'
  | 'review_text_required'
  | 'sale_amount_exceeds_price'
  | 'sale_not_found'
  | 'sale_targets_required'
  | 'session_expired'
  | 'session_invalid'
  | 'signature_wrong'
  | 'site_document_missing'
  | 'sku_taken'
  | 'slot_hold_expired'
  | 'slot_in_past'
  | 'slot_off_grid'
  | 'slot_outside_hours'
  | 'slot_outside_window'
  | 'slot_taken'
  | 'slug_taken'
  | 'sort_order_out_of_date'
  | 'staff_code_ended'
  | 'staff_code_wrong'
  | 'staff_credentials_wrong'
  | 'staff_member_not_found'
  | 'staff_not_erasable'
  | 'staff_only'
  | 'staff_session_ended'
  | 'survey_fee_unpaid'
  | 'survey_payment_not_started'
  | 'token_wrong'
  | 'too_many_home_questions'
  | 'too_many_job_photos'
  | 'tracking_number_required'
  | 'tracking_update_unreadable'
  | 'tracking_url_invalid'
  | 'transfer_reference_taken'
  | 'transit_backwards'
  | 'unpaid_items_limit'
  | 'unpaid_orders_limit'
  | 'unsubscribe_link_not_found'
  | 'upi_id_invalid'
  | 'upload_not_found'
  | 'variant_label_needed'
  | 'variant_not_found'
  | 'variant_not_of_product'
  | 'variant_with_items'
  | 'version_changed'
  | 'version_required'
  | 'wrong_current_password'
  | 'one_survey'
  | 'sac_code_invalid'
  | 'service_kind_stays'
  | 'service_name_taken'
  | 'service_not_found'
  | 'service_not_offered'
  | 'service_not_served'
  | 'service_unit_wrong'
  | 'service_with_variant'
  | 'survey_stays_offered'
  | 'variant_repeated';
export type FieldErrorCodes = {
  [key: string]: ErrorCode[];
};
export type Error = {
  code: ErrorCode;
  /** A sentence for people (English); `code` names it. */
  detail: string;
  /** Field name to messages; `non_field_errors` for problems of the whole request. */
  errors?: {
    [key: string]: string[];
  };
  error_codes?: FieldErrorCodes;
};
export type CategoryTextField = 'name';
export type Category = {
  id: number;
  /** The category's English name: its key in the shop's addresses (`/category/{category_name}`, in every language) and in the listing's `category` filter. */
  category_name: string;
  /** The name to show, in the language asked (`lang`) where staff translated it; English otherwise. */
  display_name: string;
  /** Only on an answer asked in another language than English: the texts still in English (a page marks them `lang="en"`). */
  untranslated_fields?: CategoryTextField[];
};
export type GalleryTextField = 'image_title' | 'image_description';
export type GalleryItem = {
  id: number;
  /** An absolute URL: `{SITE_URL}/media/…` for an upload, or object storage's public address. */
  image: string;
  image_title: string;
  image_description: string;
  /** Only on an answer asked in another language than English, the captions still in English. */
  untranslated_fields?: GalleryTextField[];
};
export type ContactReceipt = {
  id: number;
  detail: string;
};
export type EmailAddress = string & string;
export type ContactMessage = {
  name: string;
  email: EmailAddress;
  subject: string;
  message: string;
};
export type ComplaintStatus = 'open' | 'resolved';
export type ComplaintSummary = {
  number: string;
  token: string;
  status: ComplaintStatus;
  order_id: number | null;
  received_at: string;
  resolve_by: string;
};
export type ComplaintReceipt = {
  /** The ticket number to quote, e.g. GR-2026-00042. */
  number: string;
  /** The secret of the ticket's status page, the storefront's /complaint/{token}. */
  token: string;
  acknowledge_by: string;
  resolve_by: string;
};
export type ComplaintInput = {
  /** The customer's order it is about, if any. */
  order_id?: Id | null;
  text: string;
};
export type OrderComplaintInput = {
  order_number: Id;
  email: EmailAddress;
  text: string;
};
export type ComplaintMessage = {
  author: 'shopper' | 'staff';
  body: string;
  created_at: string;
};
export type Complaint = {
  number: string;
  status: ComplaintStatus;
  order_id: number | null;
  /** Plain text; render escaped. */
  text: string;
  received_at: string;
  acknowledged_at: string;
  /** The Rules' month - the shop resolves it by then. */
  resolve_by: string;
  resolution: string | null;
  resolved_at: string | null;
  messages: ComplaintMessage[];
};
export type ComplaintReplyInput = {
  text: string;
};
export type QuoteReceipt = {
  /** The quote number to quote, e.g. Q-2026-000123. */
  number: string;
  /** The secret of the quote's page, the storefront's /quotes/{number}?token={token}. */
  token: string;
};
export type IndianMobileAsTyped = string;
export type PincodeAsTyped = string;
export type QuoteSiteKind =
  'home' | 'housing_society' | 'office' | 'factory_or_warehouse' | 'temple' | 'farm' | 'other';
export type QuoteRequestLineInput = {
  variant?: number | null;
  description?: string | null;
  quantity: number;
};
export type QuoteRequestInput = {
  name: string;
  /** The society, firm or temple trust; needed with a GSTIN. Blank or null for none. */
  organisation?: string | null;
  phone: IndianMobileAsTyped;
  email: EmailAddress;
  /** The buyer's GSTIN, checked as at checkout (shape, state code, check character: 400 naming `gstin`). Blank or null for none. */
  gstin?: string | null;
  site_pincode: PincodeAsTyped;
  site_address: string;
  site_kind: QuoteSiteKind;
  /** The shop should quote for fitting too. */
  wants_installation: boolean;
  /** Anything else: the area to cover, the birds or monkeys, the height. */
  note?: string | null;
  lines: QuoteRequestLineInput[];
  /** Photos of the site, by the claims uploadQuotePhoto answered (each taken once: 400 naming `photos.N` otherwise). */
  photos?: string[];
};
export type QuotePhotoUpload = {
  /** What the request names the photo by (its `photos`); the photo is nobody's until then. */
  claim: string;
  /** The photo at its largest web size. */
  url: string;
};
export type QuoteStatus = 'requested' | 'quoted' | 'accepted' | 'expired' | 'withdrawn';
export type QuoteRequestedLine = {
  variant: number | null;
  /** The variant's product, as the catalogue names it now. */
  product_title: string | null;
  variant_label: string | null;
  /** The buyer's words, for what is not in the catalogue. */
  description: string | null;
  quantity: number;
};
export type QuoteRequest = {
  number: string;
  status: QuoteStatus;
  created_at: string;
  name: string;
  organisation: string | null;
  phone: string;
  email: string;
  gstin: string | null;
  site_pincode: string;
  site_address: string;
  site_kind: QuoteSiteKind;
  wants_installation: boolean;
  note: string | null;
  lines: QuoteRequestedLine[];
};
export type QuotedLine = {
  variant: number | null;
  /** The catalogue service the line was priced from; null for goods and free lines. */
  service?: number | null;
  description: string;
  /** What a unit is when not a pack ("running metre", "visit"). */
  unit: string | null;
  quantity: number;
  /** Per unit, before GST. */
  unit_price_paise: number;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  hsn_sac: string;
  /** quantity × unit price, before GST. */
  amount_paise: number;
  gst_paise: number;
};
export type Quotation = {
  revision: number;
  lines: QuotedLine[];
  delivery_terms: string;
  installation_terms: string;
  /** The last day it holds, in India's calendar. */
  valid_until: string;
  /** Null for the draft being priced. */
  sent_at: string | null;
  subtotal_paise: number;
  gst_paise: number;
  total_paise: number;
};
export type QuotePhoto = {
  /** The photo at its largest web size. */
  url: string;
};
export type SurveyCredit = {
  /** The site survey whose fee is adjusted (the customer's booking). */
  booking_id: number;
  /** The survey fee's tax invoice; null for a fee paid before fees were invoiced. */
  invoice_number: string | null;
  /** What comes off the goods: the fee paid, or less when the goods after the coupon cost less (at most their price less ₹1). */
  amount_paise: number;
  /** The last day in India an order may use it: while it lasts, an order that is cancelled gives it back. */
  last_day: string;
};
export type Quote = QuoteRequest & {
  /** The latest quotation sent; null until one is. */
  quotation: Quotation | null;
  /** The order an accepted quotation became; null before. */
  order?: number | null;
  /** The photos of the site the request came with, oldest first. */
  photos?: QuotePhoto[];
  /** The owner allows this quote to be paid by bank transfer or UPI against a proforma invoice (acceptQuote's `bank_transfer`). */
  bank_transfer_allowed?: boolean;
  /** Read signed in while the quotation can be accepted: the reader's paid site survey fee that accepting it now takes off its total, as a checkout's order takes it (decision 062; at most the total less ₹1), shared among its lines; the order and its invoice show it. Null when they have none to use, when not signed in, or when the quotation cannot be accepted. */
  survey_credit?: SurveyCredit | null;
};
export type PaymentMethod = 'online' | 'cash_on_delivery' | 'bank_transfer';
export type BankTransferInstructions = {
  account_name: string;
  account_number: string;
  ifsc: string;
  upi_id: string | null;
  amount_paise: number;
  /** What the buyer writes as the payment's remark: the order and the quote numbers. */
  reference: string;
  /** The order is cancelled and its stock freed if no payment is recorded by then. */
  pay_by: string;
  /** The proforma invoice (getOrderProforma), relative to the API. */
  proforma_url: string;
};
export type OrderCreated = {
  id: number;
  /** The provider's public key id for the payment widget; empty for cash on delivery. */
  key: string;
  /** Amount in paise (what the courier collects, for cash on delivery): the goods (at most 2000000000) less a coupon, with shipping and a cash-on-delivery fee (at most 100000 each). */
  razorpay_amount: number;
  /** The provider's order; empty for cash on delivery, which opens no payment. */
  razorpay_order_id: string;
  currency: 'INR';
  provider: 'razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer';
  payment_method: PaymentMethod;
  /** Cash on delivery: the deadline of the confirmation mailed to the customer. */
  confirm_by: string | null;
  bank_transfer?: BankTransferInstructions;
};
export type QuoteAcceptance = {
  /** The revision the buyer read and accepts; it must be the latest sent. */
  revision: number;
  payment_method?: PaymentMethod;
  /** The secret of the quote's page; needed for a guest's quote, ignored for one filed under the account. */
  token?: string;
};
export type QuoteSummary = {
  number: string;
  token: string;
  status: QuoteStatus;
  created_at: string;
  line_count: number;
  /** The latest quotation's total with GST; null until one is sent. */
  total_paise: number | null;
  valid_until: string | null;
};
export type ArticleTextField = 'content';
export type Blog = {
  id: number;
  slug: string;
  title: string;
  /** Article HTML; its first h1 is the title. Uploaded pictures' `src` are absolute URLs (`{SITE_URL}/media/…`). */
  content: string;
  created_at: string;
  /** Only on an answer asked in another language than English: the texts still in English (the title is the content's first heading, so it follows the content). */
  untranslated_fields?: ArticleTextField[];
};
export type LegalPageSlug = 'privacy-policy' | 'terms' | 'return-policy' | 'offers';
export type PolicyTextField = 'title' | 'content';
export type LegalPage = {
  slug: LegalPageSlug;
  title: string;
  /** The page's HTML below its title, cleaned to the shop's allow-list; uploaded pictures' `src` are absolute URLs. */
  content: string;
  updated_at: string;
  /** Only on an answer asked in another language than English, the texts still in English. */
  untranslated_fields?: PolicyTextField[];
};
export type ReviewStatus = 'published' | 'pending' | 'draft' | 'rejected';
export type ReviewReply = {
  /** Plain text; render escaped. */
  text: string;
  replied_at: string;
};
export type Review = {
  id: number;
  product: number;
  product_title: string;
  user_name: string;
  rating: number;
  /** Plain text; render escaped. */
  review_text: string;
  status: ReviewStatus;
  verified_purchase: boolean;
  /** Why the shop refused the review (status rejected); the customer sees it. */
  rejection_reason: string | null;
  /** The shop's public answer, shown under the review. */
  reply: ReviewReply | null;
  created_at: string;
};
export type ReviewCreate = {
  product: number;
  /** The delivered order the product came in. */
  order?: number;
  /** Ignored; the token says who writes. */
  user?: number;
  rating: number;
  review_text: string;
};
export type MessageResponse = {
  message: string;
};
export type SendOtpRequest = {
  email: EmailAddress;
};
export type VerifyOtpRequest = {
  email: EmailAddress;
  /** The six digits of the e-mail. */
  otp: string;
};
export type MessageLanguage = 'en' | 'hi';
export type Profile = {
  id: number;
  name: string;
  email: string;
  contact: string;
  address: string;
  city: string;
  state: string;
  postalcode: string;
  /** The GSTIN of the customer's last business checkout, offered at the next; null when none. */
  gstin: string | null;
  /** The business name saved with `gstin`. */
  business_name: string | null;
  language: MessageLanguage;
};
export type RegisterResponse = {
  msg: string;
  user: Profile;
};
export type MessagingChannel = 'whatsapp' | 'sms';
export type MessagingOptIn = {
  mobile?: IndianMobileAsTyped;
  order_updates?: MessagingChannel[];
  marketing?: MessagingChannel[];
};
export type RegisterRequest = {
  name: string;
  email: string;
  contact?: string;
  password: string;
  /** Optional: a client may compare the two itself and not send it; when sent, it must equal `password`. */
  confirm_password?: string;
  /** WhatsApp and SMS chosen on the sign-up form, recorded with `sign_up` as their source. */
  messaging?: MessagingOptIn;
};
export type LoginResponse = {
  token: {
    /** A signed JWT whose `exp` is its expiry. */
    access: string;
  };
  msg: string;
};
export type LoginRequest = {
  email: string;
  /** Exactly as typed. */
  password: string;
};
export type ProfileUpdate = {
  name?: string;
  contact?: string;
  language?: MessageLanguage;
};
export type ConsentSource = 'sign_up' | 'checkout' | 'account' | 'reply_stop' | 'unsubscribe_link';
export type MessagingChoice = {
  granted: boolean;
  /** When it was last chosen; null if never. */
  changed_at: string | null;
  source: ConsentSource | null;
};
export type MessagingChoices = {
  whatsapp: MessagingChoice;
  sms: MessagingChoice;
};
export type MessagingPreferences = {
  /** The ten digits messages go to; null when none is saved. */
  mobile: string | null;
  order_updates: MessagingChoices;
  marketing: MessagingChoices;
  /** The channels on which this number replied STOP and has not asked for messages again (START on WhatsApp): the shop sends nothing there, whatever the choices say, until the number itself does. Empty when none; an older server leaves it out. */
  stopped?: MessagingChannel[];
  /** Whether the number is proved to be the customer's (by a code sent to it, or by its own START on WhatsApp). Until it is, nothing is sent to it, whatever the choices say; a changed number is unproved again. False when no number is saved; an older server leaves it out. */
  verified?: boolean;
};
export type MessagingChoicesUpdate = {
  whatsapp?: boolean;
  sms?: boolean;
};
export type MessagingPreferencesUpdate = {
  mobile?: IndianMobileAsTyped | null;
  order_updates?: MessagingChoicesUpdate;
  marketing?: MessagingChoicesUpdate;
};
export type MessagingVerificationSent = {
  channel: MessagingChannel;
  /** How long the code can be typed. */
  expires_in_seconds: number;
  /** When another code may be asked for. */
  resend_after_seconds: number;
};
export type MessagingVerificationRequest = {
  channel: MessagingChannel;
};
export type MessagingVerificationConfirm = {
  /** The six digits sent to the number. */
  code: string;
};
export type PasswordChange = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};
export type Address = {
  id: number;
  user: number;
  full_name: string;
  phone: string;
  address: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
};
export type AddressCreate = {
  /** Ignored; the token says whose address it is. */
  user?: number;
  full_name: string;
  phone: IndianMobileAsTyped;
  address: string;
  /** Blank means none. */
  address_line2?: string;
  city: string;
  state: string;
  zip_code: PincodeAsTyped;
};
export type LineVariant = number | null;
export type SavedCart = {
  /** The cart's lines; one line per variant (a variant sent twice is refused, naming `items`). */
  items: {
    product: number;
    variant?: LineVariant;
    quantity: number;
  }[];
};
export type WishlistEntry = {
  id: number;
  product: number;
  product_details: Product;
  created_at: string;
};
export type WishlistAdd = {
  product: number;
};
export type WishlistStatus = {
  is_wishlisted: boolean;
};
export type OrderSurveyCredit = {
  /** The site survey whose fee was adjusted. */
  booking_id: number;
  /** The survey fee's tax invoice, which the order's invoice names; null for a fee paid before fees were invoiced. */
  invoice_number: string | null;
  amount_paise: number;
};
export type CodConfirmationStatus = 'awaiting' | 'confirmed' | 'cancelled' | 'expired';
export type CreditNoteReference = {
  id: Id;
  /** e.g. `BCN/26-27/000007`. */
  number: string;
  /** The day it was issued, in India. */
  issued_on: string;
};
export type OrderItem = {
  id: number;
  /** Null only on an accepted quotation's service line (fitting, a site survey). */
  product: number | null;
  /** The variant bought; null only on an accepted quotation's service line. */
  variant: number | null;
  /** Which of the product's choices ("Pack of 20 (6 m)"), as labelled when ordered; empty for a product's only variant. */
  variant_label: string;
  /** The variant's SKU when ordered. */
  sku: string;
  /** The product and, for a product with choices, the variant bought ("… – Pack of 20 (6 m)"). */
  product_name: string;
  /** The product's main photo when ordered, as an absolute URL; null without one. */
  product_image: string | null;
  /** Rupees, as priced when ordered. */
  product_price: number;
  quantity: number;
  /** Rupees: the price times the quantity, before a coupon. */
  item_total: number;
  /** Rupees: this line's share of the coupon's discount (0 without one). */
  discount_amount: number;
  /** The net quantity the pack declared when ordered ("20 pieces"); null for lines ordered before declarations. */
  net_quantity?: string | null;
  /** The country of origin declared when ordered, by name; null for lines ordered before declarations. */
  country_of_origin?: string | null;
};
export type Shipment = {
  courier: string;
  tracking_number: string;
  /** The courier's tracking page (https). */
  tracking_url: string | null;
};
export type DeliveryProblemStatus = 'open' | 'answered' | 'expired';
export type DeliveryProblemReason =
  'customer_unavailable' | 'refused' | 'address_incomplete' | 'phone_unreachable' | 'other';
export type DeliveryProblem = {
  id: Id;
  status: DeliveryProblemStatus;
  reason: DeliveryProblemReason;
  /** The courier's own words for the failed attempt. */
  courier_words: string | null;
  /** Which delivery attempt failed. */
  attempt: number;
  /** The attempts the courier makes before returning the parcel. */
  max_attempts: number;
  reported_at: string;
  /** The courier's deadline for an answer. */
  answer_by: string;
  /** The first day a new attempt may be asked for. */
  earliest_date: string;
  /** The last day a new attempt may be asked for. */
  latest_date: string;
  /** Null until answered. */
  answer: {
    action: 'reattempt' | 'return';
    date: string | null;
    /** Ten digits. */
    phone: string | null;
    address_line: string | null;
    answered_at: string;
    answered_by: 'customer' | 'staff';
  } | null;
};
export type ReturnStatus =
  'requested' | 'approved' | 'rejected' | 'received' | 'quality_failed' | 'refunded' | 'replaced';
export type ReturnReason = 'damaged_in_transit' | 'defective' | 'wrong_item' | 'not_as_described' | 'no_longer_needed';
export type ReturnWanted = 'refund' | 'replacement';
export type ReturnLine = {
  order_item_id: Id;
  product_name: string;
  /** Units asked to return. */
  quantity: number;
  /** Units that came back fit to sell; null before receipt. */
  sellable: number | null;
  /** Units that came back damaged; null before receipt. */
  damaged: number | null;
};
export type ReturnPhoto = {
  id: Id;
  /** The photo at its largest web size. */
  url: string;
};
export type ReturnPickup = {
  /** carrier: the shop's courier collects it; self: the customer sends it. */
  method: 'carrier' | 'self';
  /** The carrier's booking (null when the customer sends it); refused means staff arrange it another way. */
  status: ('booking' | 'booked' | 'refused' | null) | ('booking' | 'booked' | 'refused' | null);
  courier_name: string | null;
  awb: string | null;
  pickup_date: string | null;
  picked_up_at: string | null;
  /** When the courier brought it to the shop. */
  arrived_at: string | null;
};
export type Return = {
  id: Id;
  status: ReturnStatus;
  reason: ReturnReason;
  resolution: ReturnWanted;
  note: string | null;
  lines: ReturnLine[];
  photos: ReturnPhoto[];
  requested_at: string;
  decided_at: string | null;
  /** Why staff rejected it; null otherwise. */
  decision_reason: string | null;
  pickup: ReturnPickup | null;
  received_at: string | null;
  /** Staff's words on the quality check; said to the shopper when it failed. */
  quality_note: string | null;
  /** The refund that resolved it; null otherwise. */
  refund: {
    amount_paise: number;
    status: 'pending' | 'processed' | 'failed';
    credit_note_number: string | null;
  } | null;
  /** The replacement order at ₹0; null otherwise. */
  replacement_order_id: number | null;
};
export type ReturnOffer = {
  open_until: string;
  lines: {
    order_item_id: Id;
    product_name: string;
    /** Delivered less what is already being returned. */
    returnable_quantity: number;
    /** False for a non-returnable product: only for the shop's fault (shop_fault_reasons). */
    any_reason: boolean;
  }[];
  replacement_reasons: ReturnReason[];
  shop_fault_reasons: ReturnReason[];
};
export type Order = {
  id: number;
  order_date: string;
  /** Rupees. */
  total_amount: number;
  /** A parcel that came back to the shop is `cancelled` here, for clients that know only these five; delivery_status_display says "Returned". */
  delivery_status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** What the customer reads, in the language the call asked for (`lang`), e.g. "Pending", "Returned to us". */
  delivery_status_display: string;
  /** For clients that know only these four: a partly refunded order stays `completed`, a cash-on-delivery order is `pending` until collected and `completed` after; see payment_status_display and refunds. */
  payment_status: 'pending' | 'completed' | 'failed' | 'refunded';
  payment_method: PaymentMethod;
  /** The business buyer's GSTIN on the tax invoice, as given at checkout; null for a consumer order. */
  gstin: string | null;
  /** The business buyer's name on the tax invoice; null for a consumer order. */
  business_name: string | null;
  /** Rupees: the cash-on-delivery fee in the total (0 for an online payment). */
  cod_fee_amount: number;
  /** The coupon the order used; null for none. */
  coupon_code: string | null;
  /** Rupees the coupon took off the goods (0 without one); the total is after it. */
  discount_amount: number;
  /** A paid site survey's fee taken off the goods after the coupon; the total is after it. Null for none. */
  survey_credit?: OrderSurveyCredit | null;
  /** Rupees: the shipping fee in the total (0 when it shipped free). */
  shipping_amount: number;
  /** Cash on delivery only: where the customer's confirmation stands, and its deadline. */
  cod_confirmation: {
    status: CodConfirmationStatus;
    confirm_by: string;
  } | null;
  /** What the customer reads, in the language the call asked for (`lang`), e.g. "Paid", "Partially refunded", "Refunded". */
  payment_status_display: string;
  /** The tax invoice's number once issued (getOrderInvoice); null before (cash on delivery has one from shipping). */
  invoice_number: string | null;
  /** Every credit note against the order's invoice, oldest first (getOrderCreditNote): those of refunds, and the one that reverses a cash-on-delivery invoice when the parcel comes back uncollected, which no refund has. */
  credit_notes: CreditNoteReference[];
  /** Refunds of the order, oldest first. */
  refunds: {
    /** Rupees. */
    amount: number;
    status: 'pending' | 'processed' | 'failed';
    created_at: string;
    /** The credit note issued when the refund was processed (getOrderCreditNote); null before. */
    credit_note_id: number | null;
  }[];
  razorpay_order_id: string;
  /** The provider the order's payment went through (its payment record); null for an order with none. `bank_transfer` once staff record a transfer. */
  payment_provider:
    | ('razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer' | null)
    | ('razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer' | null);
  items: OrderItem[];
  address_details: Address | null;
  /** The courier and tracking number once the order is shipped; null before. */
  shipment: Shipment | null;
  /** The courier's latest failed delivery of the parcel and the customer's choice, on the single order's answer (getOrder, answerDeliveryProblem); null when it has none. */
  delivery_problem?: DeliveryProblem | null;
  /** The order's return requests, oldest first, on the single order's answer (getOrder, requestReturn). */
  returns?: Return[];
  /** What may still be returned and until when, on the single order's answer; null when nothing may (not delivered, the window passed, or everything is already being returned). */
  return_offer?: ReturnOffer | null;
  /** The order's moves and the courier's scans, oldest first. */
  status_history: {
    /** A DeliveryStatus or a TrackingStep. */
    status: string;
    display: string;
    at: string;
    /** The courier's words and place for a scan. */
    detail?: string | null;
  }[];
};
export type CheckoutPaymentMethod = 'online' | 'cash_on_delivery';
export type OrderCreate = {
  /** One of the customer's own address ids. */
  address: number;
  items: {
    product: number;
    variant?: LineVariant;
    quantity: number;
  }[];
  /** `online` when left out. `cash_on_delivery` only where quoteOrder offers it (400 naming `payment_method` with the reason otherwise); the order then waits for the customer's confirmation by the mailed link before it ships. */
  payment_method?: CheckoutPaymentMethod;
  /** WhatsApp and SMS chosen at checkout for this and later orders, recorded with `checkout` as their source before the order's first message is queued. */
  messaging?: MessagingOptIn;
  /** A coupon to apply (checkCoupon's rules, and its limit per customer): 400 naming `coupon_code` with the reason when it cannot be used. Null, blank or left out for none. */
  coupon_code?: string | null;
  /** A business buyer's GSTIN, for a GST invoice naming them (input tax credit). Spaces and lower case are accepted and normalised; it must be 15 characters of GSTIN shape, start with a GST state code (01–38, 97 or 99) and end with its check character, else 400 naming `gstin`. Sent with `business_name`; both left out, null or blank mean a consumer order. Saved on the account for the next checkout (Profile). */
  gstin?: string | null;
  /** The business's name as registered for the GSTIN, 1 to 100 characters once trimmed (400 naming `business_name` otherwise, or naming `gstin` when it comes without one). */
  business_name?: string | null;
};
export type CouponDiscount = {
  /** The coupon's code, in capitals. */
  code: string;
  /** What it gives, e.g. "10% off Bird Nets on orders of ₹999 or more". */
  description: string;
  /** Off the goods; the sum of the lines' shares. */
  discount_paise: number;
  /** Each line it takes money off, with its share; lines it does not cover are left out. */
  lines: {
    product: number;
    /** The line's variant (the product's default when the line named none). */
    variant: number;
    discount_paise: number;
  }[];
};
export type CheckoutItems = {
  product: number;
  variant?: LineVariant;
  quantity: number;
}[];
export type CouponCheck = {
  /** As the shopper typed it; spaces around it and case do not matter. */
  code: string;
  items: CheckoutItems;
};
export type CartPrice = {
  /** The cart's variants in the order first named, the quantities of lines naming the same one added together. */
  lines: {
    product: number;
    /** The line's variant (the product's default when the line named none). */
    variant: number;
    quantity: number;
    /** The price per unit charged: the lower of the selling price (a live sale's, else the variant's own) and the price break the quantity reaches. */
    unit_price_paise: number;
    line_total_paise: number;
    /** The line's share of the coupon's discount; 0 for a line it does not cover. */
    discount_paise: number;
    /** The variant's own price per unit, outside any sale or price break. */
    list_unit_price_paise?: number;
    /** The price break the line's quantity reached when it priced the line ("10+ price"); null when the selling price did. */
    price_tier_min_quantity?: number | null;
    /** What the price break takes off the line against the selling price; 0 without one. */
    tier_saving_paise?: number;
  }[];
  /** The goods at their selling prices, before a coupon; a cart above the maximum is refused (400 naming `items`), as at checkout. */
  subtotal_paise: number;
  /** What the coupon takes off the goods (0 without one). */
  discount_paise: number;
  coupon: CouponDiscount | null;
  /** The fee for the goods after the coupon: 0 from the shop's free-shipping threshold. */
  shipping_paise: number;
  /** How much more in goods (after the coupon) would ship free; null when they already do, or when no order ships free. */
  free_shipping_shortfall_paise: number | null;
  /** The goods after the coupon, with shipping. */
  total_paise: number;
};
export type CartPriceRequest = {
  items: CheckoutItems;
  /** A coupon to apply, as the shopper typed it (checkCoupon's rules): 400 naming `code` with the reason when it cannot be used. Null, blank or left out for none. */
  code?: string | null;
};
export type DeliveryEstimate = {
  /** The PIN code asked about, as six digits. */
  pincode: string;
  /** `not_serviceable`: no courier delivers there, so the shop cannot ship to it. `unknown`: the aggregator could not be asked just now. */
  status: 'serviceable' | 'not_serviceable' | 'unknown';
  /** The day it should arrive (India's calendar), when serviceable. */
  deliver_by: string | null;
  /** The courier the shop would send it with, when serviceable. */
  courier: string | null;
  /** Whether this cart could be paid for on delivery there, under the shop's rules. */
  cash_on_delivery: boolean;
  /** Why it could not, as in OrderQuote's `cash_on_delivery.reason` (`refused_before` only where a customer is known: the checkout's quote). Null when it could. */
  cash_on_delivery_reason:
    | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null)
    | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null);
  /** The largest order total payable on delivery, to say what `over_limit` means. */
  cash_on_delivery_max_order_paise: number;
};
export type OrderQuote = {
  /** The goods at the shop's prices, before a coupon; a cart above the maximum is refused (400 naming `items`). */
  subtotal_paise: number;
  /** What the coupon takes off the goods (0 without one); the shipping fee and cash on delivery's limit follow the goods after it. */
  discount_paise: number;
  coupon: CouponDiscount | null;
  shipping_paise: number;
  /** The customer's paid site survey fee taken off the goods after the coupon (never off shipping or the cash-on-delivery fee), which the order will take too; null when they have none to use. The total is the goods less the discount and this, with shipping (and the cash-on-delivery fee when paying so). */
  survey_credit?: SurveyCredit | null;
  delivery: DeliveryEstimate;
  cash_on_delivery: {
    available: boolean;
    /** Added to the total when paying on delivery. */
    fee_paise: number;
    /** Why it is not offered: the shop has switched it off; no courier collects cash at that PIN code (or none delivers there); the order is over the limit (`max_order_paise`); the customer refused deliveries before; the courier aggregator could not be asked just now. Null when available. */
    reason:
      | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null)
      | ('switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown' | null);
    /** The largest order total payable on delivery. */
    max_order_paise: number;
  };
};
export type OrderQuoteRequest = {
  /** One of the customer's own address ids. */
  address: number;
  items: CheckoutItems;
  /** A coupon to apply (checkCoupon's rules, and its limit per customer): 400 naming `coupon_code` with the reason when it cannot be used. Null, blank or left out for none. */
  coupon_code?: string | null;
};
export type PaymentResult = {
  status: 'success' | 'failure';
  message: string;
};
export type PaymentVerification = {
  razorpay_payment_id?: string;
  razorpay_order_id: string;
  razorpay_signature?: string;
  /** Sent instead of a signature when the widget reports a failed payment. */
  razorpay_error?: {
    code?: string;
    description?: string;
  };
};
export type DemoPayment = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
export type CodDecision = {
  decision: 'confirm' | 'cancel';
};
export type DeliveryProblemAnswer = {
  /** reattempt: deliver again; return: send it back to the shop (the order is then returned, as today). */
  action: 'reattempt' | 'return';
  /** Reattempt only, optional; a day from earliest_date to latest_date (India's calendar). None means the courier's next round. */
  date?: string | null;
  /** Reattempt only, optional; a number the courier can reach the customer on. */
  phone?: IndianMobileAsTyped | null;
  /** Reattempt only, optional; the address corrected or completed (a landmark, a house number). */
  address_line?: string | null;
};
export type ReturnRequest = {
  lines: {
    order_item_id: Id;
    quantity: number;
  }[];
  reason: ReturnReason;
  resolution: ReturnWanted;
  /** The customer's own words, optional. */
  note?: string | null;
  /** Photos uploaded with uploadReturnPhoto; at least one when the reason is the shop's fault. */
  photo_ids: Id[];
};
export type ReturnRules = {
  window_days: number;
  replacement_reasons: ReturnReason[];
  shop_fault_reasons: ReturnReason[];
  /** Categories and products returnable only for the shop's fault. */
  non_returnable: {
    kind: 'category' | 'product';
    name: string;
  }[];
};
export type CodConfirmation = {
  order_id: Id;
  order_date: string;
  /** What the courier will collect. */
  total_paise: number;
  items: {
    product_name: string;
    quantity: number;
  }[];
  /** The delivery city, so the customer recognises the order. */
  city: string;
  status: CodConfirmationStatus;
  confirm_by: string;
};
export type ServiceKind = 'survey' | 'installation';
export type ServiceUnit = 'visit' | 'running_metre' | 'square_metre' | 'job';
export type ShopService = {
  id: number;
  name: string;
  kind: ServiceKind;
  unit: ServiceUnit;
  /** Per unit in rupees, GST included. */
  price: number;
  sac_code: string;
  gst_rate: 0 | 5 | 12 | 18 | 28;
};
export type ShopServices = {
  /** The PIN code asked about, as six digits; null when none was. */
  pincode: string | null;
  /** Whether a crew serves the PIN code; null when none was asked about. */
  served: boolean | null;
  services: ShopService[];
};
export type BookableKind = 'survey';
export type SlotDays = {
  /** The day in India. */
  date: string;
  starts_at: string[];
}[];
export type BookingSlots = {
  /** The PIN code asked about, as six digits. */
  pincode: string;
  kind: BookableKind;
  /** How long the visit takes. */
  duration_minutes: number;
  /** The fee in rupees, paid on the day. */
  fee: number;
  days: SlotDays;
};
export type BookingKind = 'survey' | 'installation';
export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'done';
export type BookingRefund = {
  /** In rupees. */
  amount: number;
  /** Pending until the provider has sent the money back. */
  status: 'pending' | 'processed' | 'failed';
  reason: string;
  processed_at: string | null;
};
export type BookingPhoto = {
  id: number;
  /** The photo at its largest web size, content-addressed and unguessable. */
  url: string;
};
export type BookingCompletion = {
  completed_at: string;
  /** The crew's words on the job. */
  notes: string;
  photos: BookingPhoto[];
  /** The customer's answer; null until they give it. */
  outcome: ('confirmed' | 'problem' | null) | ('confirmed' | 'problem' | null);
  answered_at: string | null;
  /** The complaint ticket a reported problem opened. */
  complaint_number: string | null;
};
export type BookingFeeCredit = {
  /** Rupees: the fee paid, taken off the goods of the next order (up to their price less ₹1). */
  amount: number;
  /** The last day in India an order may use it; from the visit on. */
  last_day: string;
  /** The order that used it; null while it is still to use. */
  order_id: number | null;
};
export type Booking = {
  id: number;
  kind: BookingKind;
  status: BookingStatus;
  starts_at: string;
  ends_at: string;
  /** While held: confirm before this. */
  hold_expires_at: string | null;
  pincode: string;
  address: string;
  contact_name: string;
  /** The ten digits. */
  contact_phone: string;
  contact_email: string;
  note: string | null;
  /** The fee in rupees, fixed when the booking was held; above 0, it is paid online to confirm. */
  fee: number;
  /** What was paid online, in rupees; null while unpaid. */
  fee_paid?: number | null;
  /** When the fee was paid. */
  paid_at?: string | null;
  /** A paid booking: cancelled by the customer until then, the fee is refunded in full; later, not at all. */
  free_cancel_until?: string | null;
  /** The refund of the paid fee, if any. */
  refund?: BookingRefund | null;
  /** The GST tax invoice of the survey fee paid online (getBookingInvoice), issued when the payment booked the visit; null for a free survey, an unpaid one, or a payment refunded on arrival because the slot was gone. */
  invoice_number: string | null;
  /** Every credit note against the fee's invoice, oldest first (getBookingCreditNote), one per refund processed. */
  credit_notes: CreditNoteReference[];
  cancel_reason: string | null;
  /** The order an installation is booked with. */
  order_id: number | null;
  /** The accepted quote an installation is booked with. */
  quote_number: string | null;
  /** The business's GSTIN the survey was booked for, normalised, which the fee's tax invoice names; null for a consumer's booking (and once the account is erased). */
  gstin?: string | null;
  /** The business's name registered for that GSTIN. */
  business_name?: string | null;
  created_at: string;
  /** Once the crew marked the job done: their notes and photos, and the customer's answer. */
  completion?: BookingCompletion | null;
  /** A paid survey's fee as it comes off the customer's next order (decision 062): from the visit until the last day, once; the order that used it once one has. Null for a free, unpaid, cancelled or refunded survey, one whose time to use it has passed unused, or when the shop gives no credit. */
  fee_credit?: BookingFeeCredit | null;
};
export type SlotTaken = {
  code: ErrorCode;
  detail: string;
  errors: {
    [key: string]: string[];
  };
  error_codes: FieldErrorCodes;
  /** The next free start after the one asked, if any in the window. */
  next_starts_at: string | null;
};
export type BookingInput = {
  kind: BookableKind;
  /** One of the free starts getBookingSlots answered. */
  starts_at: string;
  pincode: PincodeAsTyped;
  /** The site's address. */
  address: string;
  contact_name: string;
  contact_phone: IndianMobileAsTyped;
  contact_email: EmailAddress;
  /** What the fitter should know (the problem, access, the best entrance). */
  note?: string | null;
  /** A business booking the survey: its GSTIN, for a B2B tax invoice of the fee naming it (input tax credit), checked as the checkout checks a business buyer's (spaces and lower case normalised; 15 characters of GSTIN shape, a GST state code, the right check character), else 400 naming `gstin`. Sent with `business_name`; both left out, null or blank mean a consumer's booking. */
  gstin?: string | null;
  /** The business's name as registered for the GSTIN, 1 to 100 characters once trimmed (400 naming `business_name` otherwise, or naming `gstin` when it comes without one). */
  business_name?: string | null;
};
export type BookingPayment = {
  booking_id: number;
  /** The provider's public key id for the payment widget. */
  key: string;
  /** The fee in paise, as it stood when the slot was held. */
  razorpay_amount: number;
  /** The provider's order. */
  razorpay_order_id: string;
  currency: 'INR';
  provider: 'razorpay' | 'demo';
  /** Pay before then; a payment arriving later confirms the booking only if the slot is still free, else it is refunded. */
  hold_expires_at: string;
};
export type BookingPaymentResult = {
  status: 'success' | 'failure';
  message: string;
  booking?: Booking;
};
export type InstallationSlots = {
  order_id: number;
  /** The order's delivery PIN code. */
  pincode: string;
  /** The job's length, from the order's running metres, square metres and fixed jobs. */
  duration_minutes: number;
  days: SlotDays;
};
export type InstallationBookingInput = {
  order_id: Id;
  /** One of the free starts getInstallationSlots answered. */
  starts_at: string;
  /** What the fitters should know (access, the best entrance, parking). */
  note?: string | null;
};
export type BookingOutcomeInput = {
  outcome: 'confirmed' | 'problem';
  /** What is wrong; required with `problem`. */
  problem?: string | null;
};
export type PincodeLookup = {
  Status: 'Success' | 'Error';
  Message: string;
  PostOffice:
    | {
        Name: string;
        District: string;
        State: string;
        Pincode: string;
        Country?: string;
      }[]
    | null;
};
export type PageMetadata = {
  title: string;
  description: string;
  canonical_url: string;
  og_image: string;
  twitter_card: string;
};
export type SitePhone = string;
export type SitePhones = SitePhone[];
export type SiteAddress = {
  name: string;
  street: string;
  locality: string;
  region: string;
  postal_code: string;
  country: string;
};
export type SiteContact = {
  phones: SitePhones;
  whatsapp: SitePhone;
  email: string;
  address: SiteAddress;
  hours: string;
  map_url: string;
};
export type ShippingRule = {
  /** Charged on an order whose goods cost less than `free_from_paise`; 0 ships every order free. */
  fee_paise: number;
  /** Goods worth at least this ship free; null when every order pays the fee. */
  free_from_paise: number | null;
};
export type LiveSale = {
  id: Id;
  /** In the language asked where staff translated it; else as staff named it. */
  name: string;
  /** Per cent off the price; null for an amount off. */
  percent_off: number | null;
  /** Paise off the price; null for a percentage. */
  amount_off_paise: number | null;
  ends_at: string;
};
export type SiteShell = {
  /** Null until the shop has contact details. */
  contact: SiteContact | null;
  /** The bar's messages in turn: first each live sale with its real end, then the shipping promise made from the owner's shipping rule (when there is one to make), then those staff keep. */
  announcements: string[];
  /** Only on an answer asked in another language than English: the positions (from 0) in `announcements` of staff's messages still in English (a page marks them `lang="en"`). */
  untranslated_announcements?: number[];
  shipping: ShippingRule;
  /** The sales live now, ending soonest first; empty outside any sale. */
  sales: LiveSale[];
};
export type SellerContact = {
  phone: SitePhone;
  email: string;
  hours: string;
};
export type GrievanceOfficer = {
  name: string;
  designation: string;
  phone: SitePhone;
  email: string;
};
export type SiteSeller = {
  legal_name: string;
  address: SiteAddress;
  gstin: string;
  customer_care: SellerContact;
  grievance_officer: GrievanceOfficer;
  /** The products' manufacturer, packer or importer unless a product names its own: the declarations' default. */
  maker?: DeclaredMaker;
};
export type FaqInline =
  | string
  | {
      email: string;
    }
  | {
      phone: {
        display: string;
        e164: string;
      };
    }
  | {
      /** A path on this site. */
      href: string;
      text: string;
    };
export type FaqText =
  | string
  | {
      runs: FaqInline[];
    };
export type FaqBlock =
  | FaqText
  | {
      list: FaqText[];
      ordered?: boolean;
    };
export type FaqEntryTextField = 'question' | 'answer';
export type SiteFaqEntry = {
  /** Anchor and key, unique across the FAQ. */
  id: string;
  question: string;
  answer: FaqBlock[];
  /** Shown on the home page. */
  on_home: boolean;
  /** Only on an answer asked in another language than English, the texts still in English. */
  untranslated_fields?: FaqEntryTextField[];
};
export type FaqTopicTextField = 'title';
export type SiteFaqTopic = {
  /** The section anchor on /faqs. */
  id: string;
  title: string;
  entries: SiteFaqEntry[];
  /** Only on an answer asked in another language than English, the texts still in English. */
  untranslated_fields?: FaqTopicTextField[];
};
export type SiteFaq = {
  topics: SiteFaqTopic[];
};
export type HomeBannerTextField = 'image_alt' | 'eyebrow' | 'heading' | 'text';
export type SiteHomeBanner = {
  id: string;
  image: string;
  /** What the picture shows, for those who cannot see it. */
  image_alt: string;
  /** The short line above the heading. */
  eyebrow: string;
  heading: string;
  text: string;
  link: string;
  /** Only on an answer asked in another language than English, the texts still in English. */
  untranslated_fields?: HomeBannerTextField[];
};
export type HomeCardTextField = 'title' | 'text';
export type SiteHomeCard = {
  id: string;
  image: string;
  title: string;
  text: string;
  /** The English name of the catalogue category the card's 'Shop Now' opens (its key in addresses). */
  category: string;
  /** Only on an answer asked in another language than English, the texts still in English. */
  untranslated_fields?: HomeCardTextField[];
};
export type SiteImage = string;
export type HomeClient = {
  image: SiteImage;
  /** The client's name, the logo's text alternative. */
  name: string;
};
export type SiteHome = {
  banners: SiteHomeBanner[];
  categories: SiteHomeCard[];
  clients: HomeClient[];
};
export const {
  useListProductsQuery,
  useGetProductQuery,
  useListCategoriesQuery,
  useListGalleryQuery,
  useSendContactMessageMutation,
  useListMyComplaintsQuery,
  useFileComplaintMutation,
  useFileOrderComplaintMutation,
  useGetComplaintQuery,
  useReplyToComplaintMutation,
  useRequestQuoteMutation,
  useUploadQuotePhotoMutation,
  useGetQuoteQuery,
  useAcceptQuoteMutation,
  useListMyQuotesQuery,
  useGetMyQuoteQuery,
  useListBlogsQuery,
  useGetLegalPageQuery,
  useListProductReviewsQuery,
  useCreateReviewMutation,
  useListUserReviewsQuery,
  useSendOtpMutation,
  useVerifyOtpMutation,
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useGetMessagingPreferencesQuery,
  useUpdateMessagingPreferencesMutation,
  useSendMessagingVerificationCodeMutation,
  useConfirmMessagingVerificationCodeMutation,
  useUnsubscribeFromOffersMutation,
  useChangePasswordMutation,
  useCreateAddressMutation,
  useListAddressesQuery,
  useDeleteAddressMutation,
  useSaveCartMutation,
  useListWishlistQuery,
  useAddToWishlistMutation,
  useCheckWishlistQuery,
  useRemoveFromWishlistMutation,
  useListOrdersQuery,
  useCreateOrderMutation,
  useCheckCouponMutation,
  usePriceCartQuery,
  useQuoteOrderMutation,
  useGetOrderQuery,
  useVerifyPaymentMutation,
  usePayDemoOrderMutation,
  useAnswerCodConfirmationMutation,
  useAnswerDeliveryProblemMutation,
  useRequestReturnMutation,
  useUploadReturnPhotoMutation,
  useGetReturnRulesQuery,
  useGetCodConfirmationQuery,
  useAnswerCodConfirmationByLinkMutation,
  useListServicesQuery,
  useGetBookingSlotsQuery,
  useCreateBookingMutation,
  useConfirmBookingMutation,
  useStartBookingPaymentMutation,
  useVerifyBookingPaymentMutation,
  usePayDemoBookingMutation,
  useGetInstallationSlotsQuery,
  useBookInstallationMutation,
  useAnswerBookingCompletionMutation,
  useCancelBookingMutation,
  useListMyBookingsQuery,
  useCheckPincodeQuery,
  useGetDeliveryEstimateQuery,
  useCarrierTrackingWebhookMutation,
  useVerifyWhatsAppWebhookQuery,
  useWhatsAppWebhookMutation,
  useGetSeoMetadataQuery,
  useGetSiteShellQuery,
  useGetSiteSellerQuery,
  useGetSiteFaqQuery,
  useGetSiteHomeQuery,
} = injectedRtkApi;
