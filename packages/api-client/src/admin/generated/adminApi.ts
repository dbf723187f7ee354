import { adminBaseApi as api } from '../adminBaseApi';
export const addTagTypes = [
  'AdminAuth',
  'AdminJobs',
  'AdminAudit',
  'AdminCatalog',
  'AdminContent',
  'AdminSite',
  'AdminMedia',
  'AdminOrders',
  'AdminBookings',
  'AdminReviews',
  'AdminMessages',
  'AdminComplaints',
  'AdminCustomers',
  'AdminQuotes',
  'AdminDashboard',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminStartSignIn: build.mutation<AdminStartSignInApiResponse, AdminStartSignInApiArg>({
        query: (queryArg) => ({ url: `/api/admin/sign-in/`, method: 'POST', body: queryArg.adminSignInStart }),
        invalidatesTags: ['AdminAuth'],
      }),
      adminVerifySignIn: build.mutation<AdminVerifySignInApiResponse, AdminVerifySignInApiArg>({
        query: (queryArg) => ({ url: `/api/admin/sign-in/verify/`, method: 'POST', body: queryArg.adminSignInVerify }),
        invalidatesTags: ['AdminAuth'],
      }),
      adminSignOut: build.mutation<AdminSignOutApiResponse, AdminSignOutApiArg>({
        query: () => ({ url: `/api/admin/sign-out/`, method: 'POST' }),
        invalidatesTags: ['AdminAuth'],
      }),
      getAdminMe: build.query<GetAdminMeApiResponse, GetAdminMeApiArg>({
        query: () => ({ url: `/api/admin/me/` }),
        providesTags: ['AdminAuth'],
      }),
      listTroubledJobs: build.query<ListTroubledJobsApiResponse, ListTroubledJobsApiArg>({
        query: () => ({ url: `/api/admin/jobs/` }),
        providesTags: ['AdminJobs'],
      }),
      retryJob: build.mutation<RetryJobApiResponse, RetryJobApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/retry/`,
          method: 'POST',
        }),
        invalidatesTags: ['AdminJobs'],
      }),
      listAuditEntries: build.query<ListAuditEntriesApiResponse, ListAuditEntriesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/audit/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            entity_type: queryArg.entityType,
            entity_id: queryArg.entityId,
            actor_id: queryArg.actorId,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['AdminAudit'],
      }),
      listAdminProducts: build.query<ListAdminProductsApiResponse, ListAdminProductsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            query: queryArg.query,
            category_id: queryArg.categoryId,
            hidden: queryArg.hidden,
            low_stock: queryArg.lowStock,
            incomplete: queryArg.incomplete,
            sort: queryArg.sort,
            order: queryArg.order,
          },
        }),
        providesTags: ['AdminCatalog'],
      }),
      createAdminProduct: build.mutation<CreateAdminProductApiResponse, CreateAdminProductApiArg>({
        query: (queryArg) => ({ url: `/api/admin/products/`, method: 'POST', body: queryArg.adminProductInput }),
        invalidatesTags: ['AdminCatalog'],
      }),
      getAdminProduct: build.query<GetAdminProductApiResponse, GetAdminProductApiArg>({
        query: (queryArg) => ({ url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/` }),
        providesTags: ['AdminCatalog'],
      }),
      updateAdminProduct: build.mutation<UpdateAdminProductApiResponse, UpdateAdminProductApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/`,
          method: 'PUT',
          body: queryArg.adminProductInput,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      deleteAdminProduct: build.mutation<DeleteAdminProductApiResponse, DeleteAdminProductApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/`,
          method: 'DELETE',
          params: {
            version: queryArg.version,
          },
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      getAdminProductTranslation: build.query<GetAdminProductTranslationApiResponse, GetAdminProductTranslationApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/translations/${encodeURIComponent(String(queryArg.language))}/`,
        }),
        providesTags: ['AdminCatalog'],
      }),
      saveAdminProductTranslation: build.mutation<
        SaveAdminProductTranslationApiResponse,
        SaveAdminProductTranslationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/translations/${encodeURIComponent(String(queryArg.language))}/`,
          method: 'PUT',
          body: queryArg.adminProductTranslationInput,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      getAdminTranslation: build.query<GetAdminTranslationApiResponse, GetAdminTranslationApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/translations/${encodeURIComponent(String(queryArg.subject))}/${encodeURIComponent(String(queryArg.key))}/${encodeURIComponent(String(queryArg.language))}/`,
        }),
        providesTags: ['AdminContent'],
      }),
      saveAdminTranslation: build.mutation<SaveAdminTranslationApiResponse, SaveAdminTranslationApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/translations/${encodeURIComponent(String(queryArg.subject))}/${encodeURIComponent(String(queryArg.key))}/${encodeURIComponent(String(queryArg.language))}/`,
          method: 'PUT',
          body: queryArg.adminTranslationInput,
        }),
        invalidatesTags: ['AdminContent'],
      }),
      setAdminProductVisibility: build.mutation<SetAdminProductVisibilityApiResponse, SetAdminProductVisibilityApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/visibility/`,
          method: 'PUT',
          body: queryArg.adminVisibilityUpdate,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      listAdminVariants: build.query<ListAdminVariantsApiResponse, ListAdminVariantsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/variants/`,
        }),
        providesTags: ['AdminCatalog'],
      }),
      createAdminVariant: build.mutation<CreateAdminVariantApiResponse, CreateAdminVariantApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/variants/`,
          method: 'POST',
          body: queryArg.adminVariantInput,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      reorderAdminVariants: build.mutation<ReorderAdminVariantsApiResponse, ReorderAdminVariantsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/variants/order/`,
          method: 'PUT',
          body: queryArg.adminCategoryOrder,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      updateAdminVariant: build.mutation<UpdateAdminVariantApiResponse, UpdateAdminVariantApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/variants/${encodeURIComponent(String(queryArg.variantId))}/`,
          method: 'PUT',
          body: queryArg.adminVariantUpdate,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      listAdminCategories: build.query<ListAdminCategoriesApiResponse, ListAdminCategoriesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/categories/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['AdminCatalog'],
      }),
      createAdminCategory: build.mutation<CreateAdminCategoryApiResponse, CreateAdminCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/admin/categories/`, method: 'POST', body: queryArg.adminCategoryInput }),
        invalidatesTags: ['AdminCatalog'],
      }),
      reorderAdminCategories: build.mutation<ReorderAdminCategoriesApiResponse, ReorderAdminCategoriesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/categories/order/`,
          method: 'PUT',
          body: queryArg.adminCategoryOrder,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      updateAdminCategory: build.mutation<UpdateAdminCategoryApiResponse, UpdateAdminCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/categories/${encodeURIComponent(String(queryArg.categoryId))}/`,
          method: 'PUT',
          body: queryArg.adminCategoryUpdate,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      listAdminCoupons: build.query<ListAdminCouponsApiResponse, ListAdminCouponsApiArg>({
        query: () => ({ url: `/api/admin/coupons/` }),
        providesTags: ['AdminCatalog'],
      }),
      createAdminCoupon: build.mutation<CreateAdminCouponApiResponse, CreateAdminCouponApiArg>({
        query: (queryArg) => ({ url: `/api/admin/coupons/`, method: 'POST', body: queryArg.adminCouponInput }),
        invalidatesTags: ['AdminCatalog'],
      }),
      updateAdminCoupon: build.mutation<UpdateAdminCouponApiResponse, UpdateAdminCouponApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/coupons/${encodeURIComponent(String(queryArg.couponId))}/`,
          method: 'PUT',
          body: queryArg.adminCouponInput,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      deleteAdminCoupon: build.mutation<DeleteAdminCouponApiResponse, DeleteAdminCouponApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/coupons/${encodeURIComponent(String(queryArg.couponId))}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      listAdminSales: build.query<ListAdminSalesApiResponse, ListAdminSalesApiArg>({
        query: () => ({ url: `/api/admin/sales/` }),
        providesTags: ['AdminCatalog'],
      }),
      createAdminSale: build.mutation<CreateAdminSaleApiResponse, CreateAdminSaleApiArg>({
        query: (queryArg) => ({ url: `/api/admin/sales/`, method: 'POST', body: queryArg.adminSaleInput }),
        invalidatesTags: ['AdminCatalog'],
      }),
      updateAdminSale: build.mutation<UpdateAdminSaleApiResponse, UpdateAdminSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/sales/${encodeURIComponent(String(queryArg.saleId))}/`,
          method: 'PUT',
          body: queryArg.adminSaleInput,
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      deleteAdminSale: build.mutation<DeleteAdminSaleApiResponse, DeleteAdminSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/sales/${encodeURIComponent(String(queryArg.saleId))}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['AdminCatalog'],
      }),
      getAdminSiteContact: build.query<GetAdminSiteContactApiResponse, GetAdminSiteContactApiArg>({
        query: () => ({ url: `/api/admin/site/contact/` }),
        providesTags: ['AdminSite'],
      }),
      updateAdminSiteContact: build.mutation<UpdateAdminSiteContactApiResponse, UpdateAdminSiteContactApiArg>({
        query: (queryArg) => ({ url: `/api/admin/site/contact/`, method: 'PUT', body: queryArg.adminSiteContact }),
        invalidatesTags: ['AdminSite'],
      }),
      getAdminSiteSeller: build.query<GetAdminSiteSellerApiResponse, GetAdminSiteSellerApiArg>({
        query: () => ({ url: `/api/admin/site/seller/` }),
        providesTags: ['AdminSite'],
      }),
      updateAdminSiteSeller: build.mutation<UpdateAdminSiteSellerApiResponse, UpdateAdminSiteSellerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/site/seller/`, method: 'PUT', body: queryArg.adminSiteSeller }),
        invalidatesTags: ['AdminSite'],
      }),
      getAdminAnnouncements: build.query<GetAdminAnnouncementsApiResponse, GetAdminAnnouncementsApiArg>({
        query: () => ({ url: `/api/admin/site/announcements/` }),
        providesTags: ['AdminSite'],
      }),
      updateAdminAnnouncements: build.mutation<UpdateAdminAnnouncementsApiResponse, UpdateAdminAnnouncementsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/site/announcements/`,
          method: 'PUT',
          body: queryArg.adminAnnouncementsInput,
        }),
        invalidatesTags: ['AdminSite'],
      }),
      getAdminFaq: build.query<GetAdminFaqApiResponse, GetAdminFaqApiArg>({
        query: () => ({ url: `/api/admin/site/faq/` }),
        providesTags: ['AdminSite'],
      }),
      updateAdminFaq: build.mutation<UpdateAdminFaqApiResponse, UpdateAdminFaqApiArg>({
        query: (queryArg) => ({ url: `/api/admin/site/faq/`, method: 'PUT', body: queryArg.adminFaq }),
        invalidatesTags: ['AdminSite'],
      }),
      getAdminSiteHome: build.query<GetAdminSiteHomeApiResponse, GetAdminSiteHomeApiArg>({
        query: () => ({ url: `/api/admin/site/home/` }),
        providesTags: ['AdminSite'],
      }),
      updateAdminSiteHome: build.mutation<UpdateAdminSiteHomeApiResponse, UpdateAdminSiteHomeApiArg>({
        query: (queryArg) => ({ url: `/api/admin/site/home/`, method: 'PUT', body: queryArg.adminSiteHome }),
        invalidatesTags: ['AdminSite'],
      }),
      listAdminPageMetadata: build.query<ListAdminPageMetadataApiResponse, ListAdminPageMetadataApiArg>({
        query: () => ({ url: `/api/admin/site/pages/` }),
        providesTags: ['AdminSite'],
      }),
      updateAdminPageMetadata: build.mutation<UpdateAdminPageMetadataApiResponse, UpdateAdminPageMetadataApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/site/pages/${encodeURIComponent(String(queryArg.pageId))}/`,
          method: 'PUT',
          body: queryArg.adminPageMetadataUpdate,
        }),
        invalidatesTags: ['AdminSite'],
      }),
      uploadMedia: build.mutation<UploadMediaApiResponse, UploadMediaApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/media/`,
          method: 'POST',
          body: queryArg.body,
          headers: {
            'X-Filename': queryArg['X-Filename'],
          },
        }),
        invalidatesTags: ['AdminMedia'],
      }),
      listAdminOrders: build.query<ListAdminOrdersApiResponse, ListAdminOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            payment_status: queryArg.paymentStatus,
            delivery_status: queryArg.deliveryStatus,
            from: queryArg['from'],
            to: queryArg.to,
            q: queryArg.q,
            sort: queryArg.sort,
            order: queryArg.order,
          },
        }),
        providesTags: ['AdminOrders'],
      }),
      getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>({
        query: (queryArg) => ({ url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/` }),
        providesTags: ['AdminOrders'],
      }),
      processOrder: build.mutation<ProcessOrderApiResponse, ProcessOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/process/`,
          method: 'POST',
          body: queryArg.orderMove,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      shipOrder: build.mutation<ShipOrderApiResponse, ShipOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/ship/`,
          method: 'POST',
          body: queryArg.orderShipment,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      deliverOrder: build.mutation<DeliverOrderApiResponse, DeliverOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/deliver/`,
          method: 'POST',
          body: queryArg.orderMove,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/cancel/`,
          method: 'POST',
          body: queryArg.orderMove,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      recordTransferPayment: build.mutation<RecordTransferPaymentApiResponse, RecordTransferPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/transfer-payment/`,
          method: 'POST',
          body: queryArg.transferPaymentInput,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      returnOrder: build.mutation<ReturnOrderApiResponse, ReturnOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/return/`,
          method: 'POST',
          body: queryArg.orderMove,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      listCourierQuotes: build.query<ListCourierQuotesApiResponse, ListCourierQuotesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/courier-quotes/` }),
        providesTags: ['AdminOrders'],
      }),
      bookShipment: build.mutation<BookShipmentApiResponse, BookShipmentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/book-shipment/`,
          method: 'POST',
          body: queryArg.shipmentBooking,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      createRefund: build.mutation<CreateRefundApiResponse, CreateRefundApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/refunds/`,
          method: 'POST',
          body: queryArg.refundCreate,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      getCodLedger: build.query<GetCodLedgerApiResponse, GetCodLedgerApiArg>({
        query: () => ({ url: `/api/admin/cod/` }),
        providesTags: ['AdminOrders'],
      }),
      recordCodRemittance: build.mutation<RecordCodRemittanceApiResponse, RecordCodRemittanceApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/cod/remittances/`,
          method: 'POST',
          body: queryArg.codRemittanceCreate,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      getDeliverySettings: build.query<GetDeliverySettingsApiResponse, GetDeliverySettingsApiArg>({
        query: () => ({ url: `/api/admin/settings/delivery/` }),
        providesTags: ['AdminOrders'],
      }),
      updateDeliverySettings: build.mutation<UpdateDeliverySettingsApiResponse, UpdateDeliverySettingsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/settings/delivery/`,
          method: 'PUT',
          body: queryArg.deliverySettingsUpdate,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      listOrderNotifications: build.query<ListOrderNotificationsApiResponse, ListOrderNotificationsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/notifications/` }),
        providesTags: ['AdminOrders'],
      }),
      retryNotification: build.mutation<RetryNotificationApiResponse, RetryNotificationApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/notifications/${encodeURIComponent(String(queryArg.notificationId))}/retry/`,
          method: 'POST',
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      getBankDetails: build.query<GetBankDetailsApiResponse, GetBankDetailsApiArg>({
        query: () => ({ url: `/api/admin/settings/bank-details/` }),
        providesTags: ['AdminOrders'],
      }),
      updateBankDetails: build.mutation<UpdateBankDetailsApiResponse, UpdateBankDetailsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/settings/bank-details/`,
          method: 'PUT',
          body: queryArg.bankDetailsUpdate,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      getNotificationSettings: build.query<GetNotificationSettingsApiResponse, GetNotificationSettingsApiArg>({
        query: () => ({ url: `/api/admin/settings/notifications/` }),
        providesTags: ['AdminOrders'],
      }),
      updateNotificationSettings: build.mutation<
        UpdateNotificationSettingsApiResponse,
        UpdateNotificationSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/settings/notifications/`,
          method: 'PUT',
          body: queryArg.notificationSettingsUpdate,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      listDeliveryProblems: build.query<ListDeliveryProblemsApiResponse, ListDeliveryProblemsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/delivery-problems/`,
          params: {
            status: queryArg.status,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['AdminOrders'],
      }),
      adminAnswerDeliveryProblem: build.mutation<
        AdminAnswerDeliveryProblemApiResponse,
        AdminAnswerDeliveryProblemApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/orders/${encodeURIComponent(String(queryArg.id))}/delivery-problem/`,
          method: 'POST',
          body: queryArg.deliveryProblemAnswer,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      listReturns: build.query<ListReturnsApiResponse, ListReturnsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/returns/`,
          params: {
            status: queryArg.status,
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['AdminOrders'],
      }),
      getAdminReturn: build.query<GetAdminReturnApiResponse, GetAdminReturnApiArg>({
        query: (queryArg) => ({ url: `/api/admin/returns/${encodeURIComponent(String(queryArg.id))}/` }),
        providesTags: ['AdminOrders'],
      }),
      decideReturn: build.mutation<DecideReturnApiResponse, DecideReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/returns/${encodeURIComponent(String(queryArg.id))}/decision/`,
          method: 'POST',
          body: queryArg.returnDecision,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      receiveReturn: build.mutation<ReceiveReturnApiResponse, ReceiveReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/returns/${encodeURIComponent(String(queryArg.id))}/receipt/`,
          method: 'POST',
          body: queryArg.returnReceipt,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      resolveReturn: build.mutation<ResolveReturnApiResponse, ResolveReturnApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/returns/${encodeURIComponent(String(queryArg.id))}/resolution/`,
          method: 'POST',
          body: queryArg.returnResolution,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      listCrews: build.query<ListCrewsApiResponse, ListCrewsApiArg>({
        query: () => ({ url: `/api/admin/crews/` }),
        providesTags: ['AdminBookings'],
      }),
      createCrew: build.mutation<CreateCrewApiResponse, CreateCrewApiArg>({
        query: (queryArg) => ({ url: `/api/admin/crews/`, method: 'POST', body: queryArg.crewInput }),
        invalidatesTags: ['AdminBookings'],
      }),
      getCrew: build.query<GetCrewApiResponse, GetCrewApiArg>({
        query: (queryArg) => ({ url: `/api/admin/crews/${encodeURIComponent(String(queryArg.id))}/` }),
        providesTags: ['AdminBookings'],
      }),
      updateCrew: build.mutation<UpdateCrewApiResponse, UpdateCrewApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/crews/${encodeURIComponent(String(queryArg.id))}/`,
          method: 'PUT',
          body: queryArg.crewUpdate,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      listAdminServices: build.query<ListAdminServicesApiResponse, ListAdminServicesApiArg>({
        query: () => ({ url: `/api/admin/services/` }),
        providesTags: ['AdminBookings'],
      }),
      createService: build.mutation<CreateServiceApiResponse, CreateServiceApiArg>({
        query: (queryArg) => ({ url: `/api/admin/services/`, method: 'POST', body: queryArg.serviceInput }),
        invalidatesTags: ['AdminBookings'],
      }),
      updateService: build.mutation<UpdateServiceApiResponse, UpdateServiceApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/services/${encodeURIComponent(String(queryArg.id))}/`,
          method: 'PUT',
          body: queryArg.serviceUpdate,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      listAdminBookings: build.query<ListAdminBookingsApiResponse, ListAdminBookingsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/`,
          params: {
            from: queryArg['from'],
          },
        }),
        providesTags: ['AdminBookings'],
      }),
      reassignBooking: build.mutation<ReassignBookingApiResponse, ReassignBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/crew/`,
          method: 'POST',
          body: queryArg.bookingReassignment,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      uploadBookingPhoto: build.mutation<UploadBookingPhotoApiResponse, UploadBookingPhotoApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/photos/`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      removeBookingPhoto: build.mutation<RemoveBookingPhotoApiResponse, RemoveBookingPhotoApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/photos/${encodeURIComponent(String(queryArg.photoId))}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      completeBooking: build.mutation<CompleteBookingApiResponse, CompleteBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/completion/`,
          method: 'POST',
          body: queryArg.bookingCompletionInput,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      cancelAdminBooking: build.mutation<CancelAdminBookingApiResponse, CancelAdminBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/cancel/`,
          method: 'POST',
          body: queryArg.bookingCancellation,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      getRescheduleSlots: build.query<GetRescheduleSlotsApiResponse, GetRescheduleSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/slots/`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['AdminBookings'],
      }),
      rescheduleBooking: build.mutation<RescheduleBookingApiResponse, RescheduleBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${encodeURIComponent(String(queryArg.id))}/time/`,
          method: 'POST',
          body: queryArg.bookingReschedule,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      getBookingSettings: build.query<GetBookingSettingsApiResponse, GetBookingSettingsApiArg>({
        query: () => ({ url: `/api/admin/settings/bookings/` }),
        providesTags: ['AdminBookings'],
      }),
      updateBookingSettings: build.mutation<UpdateBookingSettingsApiResponse, UpdateBookingSettingsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/settings/bookings/`,
          method: 'PUT',
          body: queryArg.bookingSettingsUpdate,
        }),
        invalidatesTags: ['AdminBookings'],
      }),
      getReturnSettings: build.query<GetReturnSettingsApiResponse, GetReturnSettingsApiArg>({
        query: () => ({ url: `/api/admin/settings/returns/` }),
        providesTags: ['AdminOrders'],
      }),
      updateReturnSettings: build.mutation<UpdateReturnSettingsApiResponse, UpdateReturnSettingsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/settings/returns/`,
          method: 'PUT',
          body: queryArg.returnSettingsUpdate,
        }),
        invalidatesTags: ['AdminOrders'],
      }),
      listUnmatchedTrackingUpdates: build.query<
        ListUnmatchedTrackingUpdatesApiResponse,
        ListUnmatchedTrackingUpdatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/tracking-updates/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
          },
        }),
        providesTags: ['AdminOrders'],
      }),
      listAdminReviews: build.query<ListAdminReviewsApiResponse, ListAdminReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            status: queryArg.status,
            rating: queryArg.rating,
            product_id: queryArg.productId,
          },
        }),
        providesTags: ['AdminReviews'],
      }),
      publishReview: build.mutation<PublishReviewApiResponse, PublishReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${encodeURIComponent(String(queryArg.reviewId))}/publish/`,
          method: 'POST',
          body: queryArg.recordVersion,
        }),
        invalidatesTags: ['AdminReviews'],
      }),
      rejectReview: build.mutation<RejectReviewApiResponse, RejectReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${encodeURIComponent(String(queryArg.reviewId))}/reject/`,
          method: 'POST',
          body: queryArg.reviewRejection,
        }),
        invalidatesTags: ['AdminReviews'],
      }),
      replyToReview: build.mutation<ReplyToReviewApiResponse, ReplyToReviewApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${encodeURIComponent(String(queryArg.reviewId))}/reply/`,
          method: 'PUT',
          body: queryArg.reviewReplyInput,
        }),
        invalidatesTags: ['AdminReviews'],
      }),
      listAdminMessages: build.query<ListAdminMessagesApiResponse, ListAdminMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/messages/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            status: queryArg.status,
          },
        }),
        providesTags: ['AdminMessages'],
      }),
      getAdminMessage: build.query<GetAdminMessageApiResponse, GetAdminMessageApiArg>({
        query: (queryArg) => ({ url: `/api/admin/messages/${encodeURIComponent(String(queryArg.messageId))}/` }),
        providesTags: ['AdminMessages'],
      }),
      markMessageRead: build.mutation<MarkMessageReadApiResponse, MarkMessageReadApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/messages/${encodeURIComponent(String(queryArg.messageId))}/read/`,
          method: 'POST',
          body: queryArg.recordVersion,
        }),
        invalidatesTags: ['AdminMessages'],
      }),
      handleMessage: build.mutation<HandleMessageApiResponse, HandleMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/messages/${encodeURIComponent(String(queryArg.messageId))}/handle/`,
          method: 'POST',
          body: queryArg.messageHandling,
        }),
        invalidatesTags: ['AdminMessages'],
      }),
      markMessageSpam: build.mutation<MarkMessageSpamApiResponse, MarkMessageSpamApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/messages/${encodeURIComponent(String(queryArg.messageId))}/spam/`,
          method: 'POST',
          body: queryArg.recordVersion,
        }),
        invalidatesTags: ['AdminMessages'],
      }),
      replyToMessage: build.mutation<ReplyToMessageApiResponse, ReplyToMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/messages/${encodeURIComponent(String(queryArg.messageId))}/replies/`,
          method: 'POST',
          body: queryArg.messageReplyInput,
        }),
        invalidatesTags: ['AdminMessages'],
      }),
      makeComplaintFromMessage: build.mutation<MakeComplaintFromMessageApiResponse, MakeComplaintFromMessageApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/messages/${encodeURIComponent(String(queryArg.messageId))}/complaint/`,
          method: 'POST',
          body: queryArg.recordVersion,
        }),
        invalidatesTags: ['AdminMessages', 'AdminComplaints'],
      }),
      listAdminComplaints: build.query<ListAdminComplaintsApiResponse, ListAdminComplaintsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/complaints/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            status: queryArg.status,
          },
        }),
        providesTags: ['AdminComplaints'],
      }),
      getAdminComplaint: build.query<GetAdminComplaintApiResponse, GetAdminComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/admin/complaints/${encodeURIComponent(String(queryArg.complaintId))}/` }),
        providesTags: ['AdminComplaints'],
      }),
      answerComplaint: build.mutation<AnswerComplaintApiResponse, AnswerComplaintApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/complaints/${encodeURIComponent(String(queryArg.complaintId))}/replies/`,
          method: 'POST',
          body: queryArg.messageReplyInput,
        }),
        invalidatesTags: ['AdminComplaints'],
      }),
      resolveComplaint: build.mutation<ResolveComplaintApiResponse, ResolveComplaintApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/complaints/${encodeURIComponent(String(queryArg.complaintId))}/resolve/`,
          method: 'POST',
          body: queryArg.complaintResolutionInput,
        }),
        invalidatesTags: ['AdminComplaints'],
      }),
      listAdminCustomers: build.query<ListAdminCustomersApiResponse, ListAdminCustomersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            q: queryArg.q,
            status: queryArg.status,
          },
        }),
        providesTags: ['AdminCustomers'],
      }),
      getAdminCustomer: build.query<GetAdminCustomerApiResponse, GetAdminCustomerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/customers/${encodeURIComponent(String(queryArg.customerId))}/` }),
        providesTags: ['AdminCustomers'],
      }),
      deactivateCustomer: build.mutation<DeactivateCustomerApiResponse, DeactivateCustomerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/${encodeURIComponent(String(queryArg.customerId))}/deactivate/`,
          method: 'POST',
          body: queryArg.customerChange,
        }),
        invalidatesTags: ['AdminCustomers'],
      }),
      reactivateCustomer: build.mutation<ReactivateCustomerApiResponse, ReactivateCustomerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/${encodeURIComponent(String(queryArg.customerId))}/reactivate/`,
          method: 'POST',
          body: queryArg.customerChange,
        }),
        invalidatesTags: ['AdminCustomers'],
      }),
      eraseCustomer: build.mutation<EraseCustomerApiResponse, EraseCustomerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/${encodeURIComponent(String(queryArg.customerId))}/erase/`,
          method: 'POST',
          body: queryArg.customerErase,
        }),
        invalidatesTags: ['AdminCustomers'],
      }),
      listAdminQuotes: build.query<ListAdminQuotesApiResponse, ListAdminQuotesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/quotes/`,
          params: {
            page: queryArg.page,
            page_size: queryArg.pageSize,
            status: queryArg.status,
            q: queryArg.q,
          },
        }),
        providesTags: ['AdminQuotes'],
      }),
      getAdminQuote: build.query<GetAdminQuoteApiResponse, GetAdminQuoteApiArg>({
        query: (queryArg) => ({ url: `/api/admin/quotes/${encodeURIComponent(String(queryArg.quoteId))}/` }),
        providesTags: ['AdminQuotes'],
      }),
      saveQuoteDraft: build.mutation<SaveQuoteDraftApiResponse, SaveQuoteDraftApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/quotes/${encodeURIComponent(String(queryArg.quoteId))}/draft/`,
          method: 'PUT',
          body: queryArg.quoteDraftInput,
        }),
        invalidatesTags: ['AdminQuotes'],
      }),
      sendQuote: build.mutation<SendQuoteApiResponse, SendQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/quotes/${encodeURIComponent(String(queryArg.quoteId))}/send/`,
          method: 'POST',
          body: queryArg.recordVersion,
        }),
        invalidatesTags: ['AdminQuotes'],
      }),
      allowQuoteBankTransfer: build.mutation<AllowQuoteBankTransferApiResponse, AllowQuoteBankTransferApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/quotes/${encodeURIComponent(String(queryArg.quoteId))}/bank-transfer/`,
          method: 'PUT',
          body: queryArg.quoteBankTransferInput,
        }),
        invalidatesTags: ['AdminQuotes'],
      }),
      withdrawQuote: build.mutation<WithdrawQuoteApiResponse, WithdrawQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/quotes/${encodeURIComponent(String(queryArg.quoteId))}/withdraw/`,
          method: 'POST',
          body: queryArg.recordVersion,
        }),
        invalidatesTags: ['AdminQuotes'],
      }),
      getAdminDashboard: build.query<GetAdminDashboardApiResponse, GetAdminDashboardApiArg>({
        query: () => ({ url: `/api/admin/dashboard/` }),
        providesTags: ['AdminDashboard'],
      }),
      setLowStockThreshold: build.mutation<SetLowStockThresholdApiResponse, SetLowStockThresholdApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/dashboard/low-stock-threshold/`,
          method: 'PUT',
          body: queryArg.lowStockThresholdUpdate,
        }),
        invalidatesTags: ['AdminDashboard'],
      }),
      listAdminBlogs: build.query<ListAdminBlogsApiResponse, ListAdminBlogsApiArg>({
        query: () => ({ url: `/api/admin/blogs/` }),
        providesTags: ['AdminContent'],
      }),
      createAdminBlog: build.mutation<CreateAdminBlogApiResponse, CreateAdminBlogApiArg>({
        query: (queryArg) => ({ url: `/api/admin/blogs/`, method: 'POST', body: queryArg.adminBlogInput }),
        invalidatesTags: ['AdminContent'],
      }),
      getAdminBlog: build.query<GetAdminBlogApiResponse, GetAdminBlogApiArg>({
        query: (queryArg) => ({ url: `/api/admin/blogs/${encodeURIComponent(String(queryArg.blogId))}/` }),
        providesTags: ['AdminContent'],
      }),
      updateAdminBlog: build.mutation<UpdateAdminBlogApiResponse, UpdateAdminBlogApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/blogs/${encodeURIComponent(String(queryArg.blogId))}/`,
          method: 'PUT',
          body: queryArg.adminBlogInput,
        }),
        invalidatesTags: ['AdminContent'],
      }),
      listAdminGallery: build.query<ListAdminGalleryApiResponse, ListAdminGalleryApiArg>({
        query: () => ({ url: `/api/admin/gallery/` }),
        providesTags: ['AdminContent'],
      }),
      createAdminGalleryItem: build.mutation<CreateAdminGalleryItemApiResponse, CreateAdminGalleryItemApiArg>({
        query: (queryArg) => ({ url: `/api/admin/gallery/`, method: 'POST', body: queryArg.adminGalleryItemInput }),
        invalidatesTags: ['AdminContent'],
      }),
      reorderAdminGallery: build.mutation<ReorderAdminGalleryApiResponse, ReorderAdminGalleryApiArg>({
        query: (queryArg) => ({ url: `/api/admin/gallery/order/`, method: 'PUT', body: queryArg.adminCategoryOrder }),
        invalidatesTags: ['AdminContent'],
      }),
      updateAdminGalleryItem: build.mutation<UpdateAdminGalleryItemApiResponse, UpdateAdminGalleryItemApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/gallery/${encodeURIComponent(String(queryArg.itemId))}/`,
          method: 'PUT',
          body: queryArg.adminGalleryItemUpdate,
        }),
        invalidatesTags: ['AdminContent'],
      }),
      deleteAdminGalleryItem: build.mutation<DeleteAdminGalleryItemApiResponse, DeleteAdminGalleryItemApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/gallery/${encodeURIComponent(String(queryArg.itemId))}/`,
          method: 'DELETE',
          params: {
            version: queryArg.version,
          },
        }),
        invalidatesTags: ['AdminContent'],
      }),
      listAdminLegalPages: build.query<ListAdminLegalPagesApiResponse, ListAdminLegalPagesApiArg>({
        query: () => ({ url: `/api/admin/legal-pages/` }),
        providesTags: ['AdminContent'],
      }),
      updateAdminLegalPage: build.mutation<UpdateAdminLegalPageApiResponse, UpdateAdminLegalPageApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/legal-pages/${encodeURIComponent(String(queryArg.slug))}/`,
          method: 'PUT',
          body: queryArg.adminLegalPageInput,
        }),
        invalidatesTags: ['AdminContent'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as adminApi };
export type AdminStartSignInApiResponse = /** status 202 The code is on its way. */ AdminSignInChallenge;
export type AdminStartSignInApiArg = {
  adminSignInStart: AdminSignInStart;
};
export type AdminVerifySignInApiResponse = /** status 200 Signed in. */ AdminSession;
export type AdminVerifySignInApiArg = {
  adminSignInVerify: AdminSignInVerify;
};
export type AdminSignOutApiResponse = unknown;
export type AdminSignOutApiArg = void;
export type GetAdminMeApiResponse = /** status 200 The staff member. */ AdminMe;
export type GetAdminMeApiArg = void;
export type ListTroubledJobsApiResponse = /** status 200 The failed and stuck jobs. */ TroubledJobs;
export type ListTroubledJobsApiArg = void;
export type RetryJobApiResponse = /** status 200 The job, waiting for its next try. */ AdminJob;
export type RetryJobApiArg = {
  id: string;
};
export type ListAuditEntriesApiResponse = /** status 200 A page of entries. */ AuditEntryPage;
export type ListAuditEntriesApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  entityType?: string;
  entityId?: string;
  actorId?: Id;
  /** Entries at or after this instant. */
  from?: string;
  /** Entries before this instant. */
  to?: string;
};
export type ListAdminProductsApiResponse = /** status 200 A page of products. */ AdminProductPage;
export type ListAdminProductsApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  /** Part of the title or the slug, ignoring case. */
  query?: string;
  categoryId?: Id;
  /** Only hidden products (true) or only visible ones (false). */
  hidden?: boolean;
  /** Only products with 10 or fewer units in stock. */
  lowStock?: boolean;
  /** Only products still missing a declaration the law asks for (see AdminProduct's `missing_declarations`). */
  incomplete?: boolean;
  sort?: 'title' | 'price' | 'stock' | 'updated_at' | 'created_at';
  order?: 'asc' | 'desc';
};
export type CreateAdminProductApiResponse = /** status 201 Created. */ AdminProduct;
export type CreateAdminProductApiArg = {
  adminProductInput: AdminProductInput;
};
export type GetAdminProductApiResponse = /** status 200 The product. */ AdminProduct;
export type GetAdminProductApiArg = {
  productId: Id;
};
export type UpdateAdminProductApiResponse = /** status 200 Saved. */ AdminProduct;
export type UpdateAdminProductApiArg = {
  productId: Id;
  adminProductInput: AdminProductInput;
};
export type DeleteAdminProductApiResponse = unknown;
export type DeleteAdminProductApiArg = {
  productId: Id;
  /** The version the staff member saw. */
  version: number;
};
export type GetAdminProductTranslationApiResponse =
  /** status 200 The translation (empty texts before any). */ AdminProductTranslation;
export type GetAdminProductTranslationApiArg = {
  productId: Id;
  language: TranslationLanguage;
};
export type SaveAdminProductTranslationApiResponse = /** status 200 Saved. */ AdminProductTranslation;
export type SaveAdminProductTranslationApiArg = {
  productId: Id;
  language: TranslationLanguage;
  adminProductTranslationInput: AdminProductTranslationInput;
};
export type GetAdminTranslationApiResponse =
  /** status 200 The translation (empty texts before any). */ AdminTranslation;
export type GetAdminTranslationApiArg = {
  subject: TranslatedSubject;
  key: string;
  language: TranslationLanguage;
};
export type SaveAdminTranslationApiResponse = /** status 200 Saved. */ AdminTranslation;
export type SaveAdminTranslationApiArg = {
  subject: TranslatedSubject;
  key: string;
  language: TranslationLanguage;
  adminTranslationInput: AdminTranslationInput;
};
export type SetAdminProductVisibilityApiResponse = /** status 200 Saved. */ AdminProduct;
export type SetAdminProductVisibilityApiArg = {
  productId: Id;
  adminVisibilityUpdate: AdminVisibilityUpdate;
};
export type ListAdminVariantsApiResponse = /** status 200 Every variant, retired ones too. */ AdminVariant[];
export type ListAdminVariantsApiArg = {
  productId: Id;
};
export type CreateAdminVariantApiResponse = /** status 201 The new variant. */ AdminVariant;
export type CreateAdminVariantApiArg = {
  productId: Id;
  adminVariantInput: AdminVariantInput;
};
export type ReorderAdminVariantsApiResponse = /** status 200 Every variant in its new order. */ AdminVariant[];
export type ReorderAdminVariantsApiArg = {
  productId: Id;
  adminCategoryOrder: AdminCategoryOrder;
};
export type UpdateAdminVariantApiResponse = /** status 200 The variant as saved. */ AdminVariant;
export type UpdateAdminVariantApiArg = {
  productId: Id;
  variantId: Id;
  adminVariantUpdate: AdminVariantUpdate;
};
export type ListAdminCategoriesApiResponse = /** status 200 A page of categories. */ AdminCategoryPage;
export type ListAdminCategoriesApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
};
export type CreateAdminCategoryApiResponse = /** status 201 Created. */ AdminCategory;
export type CreateAdminCategoryApiArg = {
  adminCategoryInput: AdminCategoryInput;
};
export type ReorderAdminCategoriesApiResponse = /** status 200 Every category in its new order. */ AdminCategory[];
export type ReorderAdminCategoriesApiArg = {
  adminCategoryOrder: AdminCategoryOrder;
};
export type UpdateAdminCategoryApiResponse = /** status 200 Saved. */ AdminCategory;
export type UpdateAdminCategoryApiArg = {
  categoryId: Id;
  adminCategoryUpdate: AdminCategoryUpdate;
};
export type ListAdminCouponsApiResponse = /** status 200 The coupons. */ AdminCoupon[];
export type ListAdminCouponsApiArg = void;
export type CreateAdminCouponApiResponse = /** status 201 Created. */ AdminCoupon;
export type CreateAdminCouponApiArg = {
  adminCouponInput: AdminCouponInput;
};
export type UpdateAdminCouponApiResponse = /** status 200 Saved. */ AdminCoupon;
export type UpdateAdminCouponApiArg = {
  couponId: Id;
  adminCouponInput: AdminCouponInput;
};
export type DeleteAdminCouponApiResponse = unknown;
export type DeleteAdminCouponApiArg = {
  couponId: Id;
};
export type ListAdminSalesApiResponse = /** status 200 The sales. */ AdminSale[];
export type ListAdminSalesApiArg = void;
export type CreateAdminSaleApiResponse = /** status 201 Scheduled. */ AdminSale;
export type CreateAdminSaleApiArg = {
  adminSaleInput: AdminSaleInput;
};
export type UpdateAdminSaleApiResponse = /** status 200 Saved. */ AdminSale;
export type UpdateAdminSaleApiArg = {
  saleId: Id;
  adminSaleInput: AdminSaleInput;
};
export type DeleteAdminSaleApiResponse = unknown;
export type DeleteAdminSaleApiArg = {
  saleId: Id;
};
export type GetAdminSiteContactApiResponse = /** status 200 The contact details. */ AdminSiteContact;
export type GetAdminSiteContactApiArg = void;
export type UpdateAdminSiteContactApiResponse = /** status 200 Saved. */ AdminSiteContact;
export type UpdateAdminSiteContactApiArg = {
  adminSiteContact: AdminSiteContact;
};
export type GetAdminSiteSellerApiResponse = /** status 200 The seller's details. */ AdminSiteSeller;
export type GetAdminSiteSellerApiArg = void;
export type UpdateAdminSiteSellerApiResponse = /** status 200 Saved. */ AdminSiteSeller;
export type UpdateAdminSiteSellerApiArg = {
  adminSiteSeller: AdminSiteSeller;
};
export type GetAdminAnnouncementsApiResponse = /** status 200 The messages. */ AdminAnnouncements;
export type GetAdminAnnouncementsApiArg = void;
export type UpdateAdminAnnouncementsApiResponse = /** status 200 Saved. */ AdminAnnouncements;
export type UpdateAdminAnnouncementsApiArg = {
  adminAnnouncementsInput: AdminAnnouncementsInput;
};
export type GetAdminFaqApiResponse = /** status 200 The questions and answers. */ AdminFaq;
export type GetAdminFaqApiArg = void;
export type UpdateAdminFaqApiResponse = /** status 200 Saved. */ AdminFaq;
export type UpdateAdminFaqApiArg = {
  adminFaq: AdminFaq;
};
export type GetAdminSiteHomeApiResponse = /** status 200 The home page's content. */ AdminSiteHome;
export type GetAdminSiteHomeApiArg = void;
export type UpdateAdminSiteHomeApiResponse = /** status 200 Saved. */ AdminSiteHome;
export type UpdateAdminSiteHomeApiArg = {
  adminSiteHome: AdminSiteHome;
};
export type ListAdminPageMetadataApiResponse = /** status 200 The paths. */ AdminPageMetadata[];
export type ListAdminPageMetadataApiArg = void;
export type UpdateAdminPageMetadataApiResponse = /** status 200 Saved. */ AdminPageMetadata;
export type UpdateAdminPageMetadataApiArg = {
  pageId: Id;
  adminPageMetadataUpdate: AdminPageMetadataUpdate;
};
export type UploadMediaApiResponse = /** status 201 Stored; the image and its web sizes. */ MediaImage;
export type UploadMediaApiArg = {
  /** The file's name, percent-encoded (encodeURIComponent), shown to staff only. */
  'X-Filename'?: string;
  body: Blob;
};
export type ListAdminOrdersApiResponse = /** status 200 A page of orders and the counts per status. */ AdminOrderPage;
export type ListAdminOrdersApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  paymentStatus?: PaymentStatus;
  deliveryStatus?: DeliveryStatus;
  /** Orders placed on or after this day (India time). */
  from?: string;
  /** Orders placed on or before this day (India time). */
  to?: string;
  /** An order number (`1042` or `#1042`), or part of a customer's name, e-mail or phone. */
  q?: string;
  sort?: 'created_at' | 'total_paise' | 'id';
  order?: 'asc' | 'desc';
};
export type GetAdminOrderApiResponse = /** status 200 The order. */ AdminOrder;
export type GetAdminOrderApiArg = {
  id: Id;
};
export type ProcessOrderApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type ProcessOrderApiArg = {
  id: Id;
  orderMove: OrderMove;
};
export type ShipOrderApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type ShipOrderApiArg = {
  id: Id;
  orderShipment: OrderShipment;
};
export type DeliverOrderApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type DeliverOrderApiArg = {
  id: Id;
  orderMove: OrderMove;
};
export type CancelOrderApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type CancelOrderApiArg = {
  id: Id;
  orderMove: OrderMove;
};
export type RecordTransferPaymentApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type RecordTransferPaymentApiArg = {
  id: Id;
  transferPaymentInput: TransferPaymentInput;
};
export type ReturnOrderApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type ReturnOrderApiArg = {
  id: Id;
  orderMove: OrderMove;
};
export type ListCourierQuotesApiResponse = /** status 200 The quotes. */ CourierQuotes;
export type ListCourierQuotesApiArg = {
  id: Id;
};
export type BookShipmentApiResponse = /** status 200 The order after the move. */ AdminOrder;
export type BookShipmentApiArg = {
  id: Id;
  shipmentBooking: ShipmentBooking;
};
export type CreateRefundApiResponse = /** status 201 The order with its refunds. */ AdminOrder;
export type CreateRefundApiArg = {
  id: Id;
  /** A new key for each refund, the same one for its retries; without it a retry could refund twice, so it is required (400). */
  'Idempotency-Key': string;
  refundCreate: RefundCreate;
};
export type GetCodLedgerApiResponse = /** status 200 The ledger. */ CodLedger;
export type GetCodLedgerApiArg = void;
export type RecordCodRemittanceApiResponse = /** status 201 The ledger with the new remittance. */ CodLedger;
export type RecordCodRemittanceApiArg = {
  codRemittanceCreate: CodRemittanceCreate;
};
export type GetDeliverySettingsApiResponse = /** status 200 The settings. */ DeliverySettings;
export type GetDeliverySettingsApiArg = void;
export type UpdateDeliverySettingsApiResponse = /** status 200 Saved. */ DeliverySettings;
export type UpdateDeliverySettingsApiArg = {
  deliverySettingsUpdate: DeliverySettingsUpdate;
};
export type ListOrderNotificationsApiResponse = /** status 200 The messages. */ OrderNotificationList;
export type ListOrderNotificationsApiArg = {
  id: Id;
};
export type RetryNotificationApiResponse = /** status 200 Queued again. */ OrderNotification;
export type RetryNotificationApiArg = {
  notificationId: Id;
};
export type GetBankDetailsApiResponse =
  /** status 200 The bank details; every field empty until the owner gives them. */ BankDetails;
export type GetBankDetailsApiArg = void;
export type UpdateBankDetailsApiResponse = /** status 200 Saved. */ BankDetails;
export type UpdateBankDetailsApiArg = {
  bankDetailsUpdate: BankDetailsUpdate;
};
export type GetNotificationSettingsApiResponse = /** status 200 The settings. */ NotificationSettings;
export type GetNotificationSettingsApiArg = void;
export type UpdateNotificationSettingsApiResponse = /** status 200 Saved. */ NotificationSettings;
export type UpdateNotificationSettingsApiArg = {
  notificationSettingsUpdate: NotificationSettingsUpdate;
};
export type ListDeliveryProblemsApiResponse = /** status 200 A page of delivery problems. */ AdminDeliveryProblemPage;
export type ListDeliveryProblemsApiArg = {
  /** Which problems; open unless said. */
  status?: DeliveryProblemStatus;
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
};
export type AdminAnswerDeliveryProblemApiResponse =
  /** status 200 The problem after the answer. */ AdminDeliveryProblem;
export type AdminAnswerDeliveryProblemApiArg = {
  id: Id;
  deliveryProblemAnswer: DeliveryProblemAnswer;
};
export type ListReturnsApiResponse = /** status 200 A page of returns. */ AdminReturnPage;
export type ListReturnsApiArg = {
  /** Which returns; requested unless said. */
  status?: ReturnStatus;
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
};
export type GetAdminReturnApiResponse = /** status 200 The return. */ AdminReturn;
export type GetAdminReturnApiArg = {
  id: Id;
};
export type DecideReturnApiResponse = /** status 200 The return after the decision. */ AdminReturn;
export type DecideReturnApiArg = {
  id: Id;
  returnDecision: ReturnDecision;
};
export type ReceiveReturnApiResponse = /** status 200 The return after the receipt. */ AdminReturn;
export type ReceiveReturnApiArg = {
  id: Id;
  returnReceipt: ReturnReceipt;
};
export type ResolveReturnApiResponse = /** status 200 The return after its resolution. */ AdminReturn;
export type ResolveReturnApiArg = {
  id: Id;
  returnResolution: ReturnResolution;
};
export type ListCrewsApiResponse = /** status 200 The crews. */ Crew[];
export type ListCrewsApiArg = void;
export type CreateCrewApiResponse = /** status 201 Created. */ Crew;
export type CreateCrewApiArg = {
  crewInput: CrewInput;
};
export type GetCrewApiResponse = /** status 200 The crew. */ Crew;
export type GetCrewApiArg = {
  id: Id;
};
export type UpdateCrewApiResponse = /** status 200 Saved. */ Crew;
export type UpdateCrewApiArg = {
  id: Id;
  crewUpdate: CrewUpdate;
};
export type ListAdminServicesApiResponse = /** status 200 The services. */ AdminService[];
export type ListAdminServicesApiArg = void;
export type CreateServiceApiResponse = /** status 201 Created. */ AdminService;
export type CreateServiceApiArg = {
  serviceInput: ServiceInput;
};
export type UpdateServiceApiResponse = /** status 200 Saved. */ AdminService;
export type UpdateServiceApiArg = {
  id: number;
  serviceUpdate: ServiceUpdate;
};
export type ListAdminBookingsApiResponse = /** status 200 The week's bookings. */ AdminBooking[];
export type ListAdminBookingsApiArg = {
  /** The week's first day, YYYY-MM-DD in India. */
  from: string;
};
export type ReassignBookingApiResponse = /** status 200 Moved. */ AdminBooking;
export type ReassignBookingApiArg = {
  id: Id;
  bookingReassignment: BookingReassignment;
};
export type UploadBookingPhotoApiResponse = /** status 201 Stored with the booking. */ AdminBooking;
export type UploadBookingPhotoApiArg = {
  id: Id;
  body: Blob;
};
export type RemoveBookingPhotoApiResponse = /** status 200 Removed. */ AdminBooking;
export type RemoveBookingPhotoApiArg = {
  id: Id;
  photoId: Id;
};
export type CompleteBookingApiResponse = /** status 200 Done. */ AdminBooking;
export type CompleteBookingApiArg = {
  id: Id;
  bookingCompletionInput: BookingCompletionInput;
};
export type CancelAdminBookingApiResponse = /** status 200 Cancelled. */ AdminBooking;
export type CancelAdminBookingApiArg = {
  id: Id;
  bookingCancellation: BookingCancellation;
};
export type GetRescheduleSlotsApiResponse =
  /** status 200 The booking's free starts, day by day; days with none are left out. */ RescheduleSlots;
export type GetRescheduleSlotsApiArg = {
  id: Id;
  /** The first day asked for, YYYY-MM-DD in India; tomorrow when left out or earlier. */
  from?: string;
  /** The last day asked for, YYYY-MM-DD in India; the window's last day when left out or later. */
  to?: string;
};
export type RescheduleBookingApiResponse = /** status 200 Moved. */ AdminBooking;
export type RescheduleBookingApiArg = {
  id: Id;
  bookingReschedule: BookingReschedule;
};
export type GetBookingSettingsApiResponse = /** status 200 The settings. */ BookingSettings;
export type GetBookingSettingsApiArg = void;
export type UpdateBookingSettingsApiResponse = /** status 200 Saved. */ BookingSettings;
export type UpdateBookingSettingsApiArg = {
  bookingSettingsUpdate: BookingSettingsUpdate;
};
export type GetReturnSettingsApiResponse = /** status 200 The settings. */ ReturnSettings;
export type GetReturnSettingsApiArg = void;
export type UpdateReturnSettingsApiResponse = /** status 200 Saved. */ ReturnSettings;
export type UpdateReturnSettingsApiArg = {
  returnSettingsUpdate: ReturnSettingsUpdate;
};
export type ListUnmatchedTrackingUpdatesApiResponse = /** status 200 A page of updates. */ UnmatchedTrackingPage;
export type ListUnmatchedTrackingUpdatesApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
};
export type ListAdminReviewsApiResponse =
  /** status 200 A page of reviews and the counts per status. */ AdminReviewPage;
export type ListAdminReviewsApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  status?: ReviewStatus;
  rating?: number;
  productId?: Id;
};
export type PublishReviewApiResponse = /** status 200 The review after the change. */ AdminReview;
export type PublishReviewApiArg = {
  reviewId: Id;
  recordVersion: RecordVersion;
};
export type RejectReviewApiResponse = /** status 200 The review after the change. */ AdminReview;
export type RejectReviewApiArg = {
  reviewId: Id;
  reviewRejection: ReviewRejection;
};
export type ReplyToReviewApiResponse = /** status 200 The review after the change. */ AdminReview;
export type ReplyToReviewApiArg = {
  reviewId: Id;
  reviewReplyInput: ReviewReplyInput;
};
export type ListAdminMessagesApiResponse =
  /** status 200 A page of messages and the counts per status. */ AdminMessagePage;
export type ListAdminMessagesApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  status?: ContactStatus;
};
export type GetAdminMessageApiResponse = /** status 200 The message. */ AdminMessage;
export type GetAdminMessageApiArg = {
  messageId: Id;
};
export type MarkMessageReadApiResponse = /** status 200 The message after the change, with its thread. */ AdminMessage;
export type MarkMessageReadApiArg = {
  messageId: Id;
  recordVersion: RecordVersion;
};
export type HandleMessageApiResponse = /** status 200 The message after the change, with its thread. */ AdminMessage;
export type HandleMessageApiArg = {
  messageId: Id;
  messageHandling: MessageHandling;
};
export type MarkMessageSpamApiResponse = /** status 200 The message after the change, with its thread. */ AdminMessage;
export type MarkMessageSpamApiArg = {
  messageId: Id;
  recordVersion: RecordVersion;
};
export type ReplyToMessageApiResponse = /** status 201 The message after the change, with its thread. */ AdminMessage;
export type ReplyToMessageApiArg = {
  messageId: Id;
  messageReplyInput: MessageReplyInput;
};
export type MakeComplaintFromMessageApiResponse =
  /** status 201 The ticket after the change, with its thread. */ AdminComplaint;
export type MakeComplaintFromMessageApiArg = {
  messageId: Id;
  recordVersion: RecordVersion;
};
export type ListAdminComplaintsApiResponse = /** status 200 A page of tickets and the counts. */ AdminComplaintPage;
export type ListAdminComplaintsApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  status?: ComplaintStatus;
};
export type GetAdminComplaintApiResponse = /** status 200 The ticket. */ AdminComplaint;
export type GetAdminComplaintApiArg = {
  complaintId: Id;
};
export type AnswerComplaintApiResponse = /** status 201 The ticket after the change, with its thread. */ AdminComplaint;
export type AnswerComplaintApiArg = {
  complaintId: Id;
  messageReplyInput: MessageReplyInput;
};
export type ResolveComplaintApiResponse =
  /** status 200 The ticket after the change, with its thread. */ AdminComplaint;
export type ResolveComplaintApiArg = {
  complaintId: Id;
  complaintResolutionInput: ComplaintResolutionInput;
};
export type ListAdminCustomersApiResponse = /** status 200 A page of customers. */ AdminCustomerPage;
export type ListAdminCustomersApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  q?: string;
  status?: CustomerStatus;
};
export type GetAdminCustomerApiResponse = /** status 200 The customer. */ AdminCustomer;
export type GetAdminCustomerApiArg = {
  customerId: Id;
};
export type DeactivateCustomerApiResponse = /** status 200 The customer after the change. */ AdminCustomer;
export type DeactivateCustomerApiArg = {
  customerId: Id;
  customerChange: CustomerChange;
};
export type ReactivateCustomerApiResponse = /** status 200 The customer after the change. */ AdminCustomer;
export type ReactivateCustomerApiArg = {
  customerId: Id;
  customerChange: CustomerChange;
};
export type EraseCustomerApiResponse = /** status 200 The customer after the change. */ AdminCustomer;
export type EraseCustomerApiArg = {
  customerId: Id;
  customerErase: CustomerErase;
};
export type ListAdminQuotesApiResponse = /** status 200 A page of quotes and the counts. */ AdminQuotePage;
export type ListAdminQuotesApiArg = {
  /** The page of a back-office list, from 1. */
  page?: number;
  pageSize?: number;
  status?: QuoteStatus;
  q?: string;
};
export type GetAdminQuoteApiResponse = /** status 200 The quote, its draft and the quotations sent. */ AdminQuote;
export type GetAdminQuoteApiArg = {
  quoteId: Id;
};
export type SaveQuoteDraftApiResponse = /** status 200 The quote, its draft and the quotations sent. */ AdminQuote;
export type SaveQuoteDraftApiArg = {
  quoteId: Id;
  quoteDraftInput: QuoteDraftInput;
};
export type SendQuoteApiResponse = /** status 200 The quote, its draft and the quotations sent. */ AdminQuote;
export type SendQuoteApiArg = {
  quoteId: Id;
  recordVersion: RecordVersion;
};
export type AllowQuoteBankTransferApiResponse =
  /** status 200 The quote, its draft and the quotations sent. */ AdminQuote;
export type AllowQuoteBankTransferApiArg = {
  quoteId: Id;
  quoteBankTransferInput: QuoteBankTransferInput;
};
export type WithdrawQuoteApiResponse = /** status 200 The quote, its draft and the quotations sent. */ AdminQuote;
export type WithdrawQuoteApiArg = {
  quoteId: Id;
  recordVersion: RecordVersion;
};
export type GetAdminDashboardApiResponse = /** status 200 The figures. */ AdminDashboard;
export type GetAdminDashboardApiArg = void;
export type SetLowStockThresholdApiResponse = /** status 200 Saved. */ LowStockThreshold;
export type SetLowStockThresholdApiArg = {
  lowStockThresholdUpdate: LowStockThresholdUpdate;
};
export type ListAdminBlogsApiResponse = /** status 200 Articles. */ AdminBlog[];
export type ListAdminBlogsApiArg = void;
export type CreateAdminBlogApiResponse = /** status 201 Created. */ AdminBlog;
export type CreateAdminBlogApiArg = {
  adminBlogInput: AdminBlogInput;
};
export type GetAdminBlogApiResponse = /** status 200 The article. */ AdminBlog;
export type GetAdminBlogApiArg = {
  blogId: Id;
};
export type UpdateAdminBlogApiResponse = /** status 200 Saved. */ AdminBlog;
export type UpdateAdminBlogApiArg = {
  blogId: Id;
  adminBlogInput: AdminBlogInput;
};
export type ListAdminGalleryApiResponse = /** status 200 Pictures. */ AdminGalleryItem[];
export type ListAdminGalleryApiArg = void;
export type CreateAdminGalleryItemApiResponse = /** status 201 Created. */ AdminGalleryItem;
export type CreateAdminGalleryItemApiArg = {
  adminGalleryItemInput: AdminGalleryItemInput;
};
export type ReorderAdminGalleryApiResponse = /** status 200 Every picture in its new order. */ AdminGalleryItem[];
export type ReorderAdminGalleryApiArg = {
  adminCategoryOrder: AdminCategoryOrder;
};
export type UpdateAdminGalleryItemApiResponse = /** status 200 Saved. */ AdminGalleryItem;
export type UpdateAdminGalleryItemApiArg = {
  itemId: Id;
  adminGalleryItemUpdate: AdminGalleryItemUpdate;
};
export type DeleteAdminGalleryItemApiResponse = unknown;
export type DeleteAdminGalleryItemApiArg = {
  itemId: Id;
  /** The version the staff member saw. */
  version: number;
};
export type ListAdminLegalPagesApiResponse = /** status 200 Pages. */ AdminLegalPage[];
export type ListAdminLegalPagesApiArg = void;
export type UpdateAdminLegalPageApiResponse = /** status 200 Saved. */ AdminLegalPage;
export type UpdateAdminLegalPageApiArg = {
  slug: LegalPageSlug;
  adminLegalPageInput: AdminLegalPageInput;
};
export type AdminSignInChallenge = {
  /** Opaque; send it back with the code. */
  challenge: string;
  expires_at: string;
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
export type AdminSignInStart = {
  email: string;
  password: string;
};
export type Id = number;
export type StaffMember = {
  id: Id;
  name: string;
  email: string;
};
export type StaffRole = 'owner' | 'staff';
export type SignedInStaffMember = StaffMember & {
  role: StaffRole;
};
export type AdminSession = {
  token: string;
  expires_at: string;
  staff: SignedInStaffMember;
};
export type AdminSignInVerify = {
  challenge: string;
  code: string;
};
export type AdminMe = {
  staff: SignedInStaffMember;
  /** When this session ends. */
  expires_at: string;
};
export type AdminJob = {
  id: string;
  /** What the job does, as its queue is named, e.g. `expire-unpaid-orders`. */
  name: string;
  /** `failed`: gave up after its last try; `waiting`: due and not started; `running`: started and not finished. */
  state: 'failed' | 'waiting' | 'running';
  /** Runs started so far. */
  tries: number;
  max_tries: number;
  /** The last failure's type and message (never a query's values); null when it has not failed. */
  error: string | null;
  created_at: string;
  /** When it entered its state: failed, became due, or started. */
  since: string;
};
export type TroubledJobs = {
  items: AdminJob[];
  total: number;
};
export type AuditEntry = {
  id: Id;
  at: string;
  /** The staff member who did it; null when it was done at the shop's command line. */
  actor: StaffMember | null;
  /** `staff`: a signed-in staff member; `cli`: the owner at the command line (staff:add, staff:remove). */
  actor_kind: 'staff' | 'cli';
  /** `<entity>.<verb>`, e.g. `product.update`. */
  action: string;
  entity_type: string;
  entity_id: string;
  /** The record's values before the change; null for a creation. */
  before: any;
  /** The record's values after the change; null for a deletion. */
  after: any;
};
export type AuditEntryPage = {
  items: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
};
export type AdminProductImage = {
  /** A path on this server (/media/…) or an https URL, as uploadMedia answered it. */
  url: string;
  /** What the photo shows, for screen readers. Required (not blank). */
  alt: string;
  /** The uploaded media it came from; null for older pictures. */
  media_id: Id | null;
};
export type MakerKind = 'manufacturer' | 'packer' | 'importer';
export type DeclaredMaker = {
  kind: MakerKind;
  name: string;
  /** The complete address with its PIN code, as the pack prints it. */
  address: string;
};
export type NetQuantityUnit = 'pieces' | 'g' | 'kg' | 'ml' | 'l' | 'm' | 'm2';
export type AdminProductFields = {
  title: string;
  /** Lowercase words joined by hyphens, unique. */
  slug: string;
  category_id: Id;
  material: 'Plastic' | 'Stainless Steel';
  /** M.R.P. in paise; not below the selling price. */
  mrp_paise: number;
  /** Selling price in paise (GST included). */
  price_paise: number;
  stock: number;
  is_bestseller: boolean;
  short_desc: string;
  long_desc: string;
  /** The five bullets of the product page, in order. */
  highlights: string[];
  keywords: string;
  /** HSN code for the GST invoice: 4 to 8 digits. */
  hsn_code: string;
  /** GST rate in percent. */
  gst_rate: 0 | 5 | 12 | 18 | 28;
  /** The packed parcel's weight in grams, as the courier weighs it (up to 100 kg). */
  weight_grams: number;
  /** The packed parcel's length in whole centimetres, rounded up. */
  length_cm: number;
  /** The packed parcel's breadth in whole centimetres, rounded up. */
  breadth_cm: number;
  /** The packed parcel's height in whole centimetres, rounded up. */
  height_cm: number;
  /** Hidden products are not in the shop; a visible one needs at least one photo. */
  hidden: boolean;
  /** The photos in display order; the first is the main picture. */
  images: AdminProductImage[];
  /** The declaration's common or generic name of the commodity ("Bird spikes"). Left out of an update: kept as it is. */
  generic_name?: string | null;
  /** ISO 3166-1 alpha-2 code of the country of origin. Left out of an update: kept as it is. */
  country_of_origin?: string | null;
  /** Who made, packed or imported it as the pack declares; null: the shop's default (the seller's details). Left out of an update: kept as it is. */
  maker?: DeclaredMaker | null;
  /** The default variant's net quantity, in `net_quantity_unit`. Left out of an update: kept as it is. */
  net_quantity?: number | null;
  net_quantity_unit?: NetQuantityUnit | null;
  /** The default variant's month and year of manufacture or import (YYYY-MM); null: as printed on the pack. Left out of an update: kept as it is. */
  made_month?: string | null;
  /** The default variant's GTIN, the 8, 12, 13 or 14 digits under the barcode on its pack, its last digit GS1's check digit; unique across variants; null when the pack has none. Left out of an update: kept as it is. */
  gtin?: string | null;
};
export type AdminProduct = AdminProductFields & {
  id: Id;
  category_name: string;
  version: number;
  /** An ordered product cannot be deleted, only hidden. */
  ever_ordered: boolean;
  /** The declarations the law asks the shop to show that it still lacks, by field (`generic_name`, `country_of_origin`, `maker`, `net_quantity`, `consumer_care`); a product cannot be made visible until this is empty. An imported product (origin outside India) lacks `maker` until an importer is named. */
  missing_declarations: string[];
  /** Its parcel is still the estimate products without one were given when parcels came in (1 kg,
    35 × 25 × 10 cm), not figures staff saved: courier rates and bookings use a guess until its real
    weight and size are saved.
     */
  parcel_estimated: boolean;
  created_at: string;
  updated_at: string;
};
export type AdminProductPage = {
  items: AdminProduct[];
  total: number;
  page: number;
  page_size: number;
};
export type AdminProductInput = AdminProductFields & {
  version?: number;
};
export type TranslationLanguage = 'hi';
export type ProductTexts = {
  title?: string | null;
  short_desc?: string | null;
  long_desc?: string | null;
  bullet_one?: string | null;
  bullet_two?: string | null;
  bullet_three?: string | null;
  bullet_four?: string | null;
  bullet_five?: string | null;
};
export type ProductTextField =
  'title' | 'short_desc' | 'long_desc' | 'bullet_one' | 'bullet_two' | 'bullet_three' | 'bullet_four' | 'bullet_five';
export type AdminProductTranslation = {
  language: TranslationLanguage;
  texts: ProductTexts;
  /** The product's English texts now, to translate from. */
  english: ProductTexts;
  /** Translated texts whose English has changed since they were translated, for staff to look at again. */
  stale_fields: ProductTextField[];
  /** When a translation was last saved; null before any. */
  updated_at: string | null;
};
export type AdminProductTranslationInput = {
  /** Every translated text (this replaces the stored ones): a text left out, null or blank has no translation, and the shop shows English there. */
  texts: ProductTexts;
  /** Translations staff left as they were but checked against today's English (a flagged one still right): they count as translated from it. A text staff changed counts so anyway. */
  checked_fields?: ProductTextField[];
};
export type TranslatedSubject =
  | 'category'
  | 'variant'
  | 'article'
  | 'policy'
  | 'faq_topic'
  | 'faq_entry'
  | 'announcement'
  | 'gallery_item'
  | 'home_banner'
  | 'home_card'
  | 'page'
  | 'sale';
export type AdminTranslation = {
  subject: TranslatedSubject;
  key: string;
  language: TranslationLanguage;
  /** The subject's translatable texts, in the order staff edit them. */
  fields: {
    name: string;
    /** A line of plain text, or rich HTML cleaned to the shop's allow-list when saved. */
    format: 'text' | 'html';
    max_length: number;
  }[];
  /** The translated texts by field name; a field without one shows English. */
  texts: {
    [key: string]: string;
  };
  /** The subject's English texts now, by field name, to translate from. */
  english: {
    [key: string]: string;
  };
  /** Translated texts whose English has changed since they were translated, for staff to look at again. */
  stale_fields: string[];
  /** When a translation was last saved; null before any. */
  updated_at: string | null;
};
export type AdminTranslationInput = {
  /** Every translated text by field name (this replaces the stored ones): a text left out, null or blank has no translation, and the shop shows English there. A name the subject does not have is a 400 naming it. */
  texts: {
    [key: string]: string | null;
  };
  /** Translations staff left as they were but checked against today's English (a flagged one still right): they count as translated from it. A text staff changed counts so anyway. */
  checked_fields?: string[];
};
export type AdminVisibilityUpdate = {
  hidden: boolean;
  version: number;
};
export type PriceTier = {
  /** From how many units of the variant on one line the tier applies. */
  min_quantity: number;
  /** Per cent off the variant's price (rounded to the paisa, halves up); exactly one of this and `unit_price_paise`. */
  percent_off: number | null;
  /** A set price per unit in paise, below the variant's price; exactly one of this and `percent_off`. */
  unit_price_paise: number | null;
};
export type AdminVariantInput = {
  /** What sets it apart on the page and the invoice ("Pack of 20 (6 m)"). */
  label: string;
  /** Letters, digits and . _ / -, starting with a letter or digit; unique whatever its case. */
  sku: string;
  /** M.R.P. in paise; not below the selling price. */
  mrp_paise: number;
  /** Selling price in paise (GST included). */
  price_paise: number;
  stock: number;
  /** HSN code for the GST invoice: 4 to 8 digits. */
  hsn_code: string;
  /** The packed parcel's weight in grams. */
  weight_grams: number;
  length_cm: number;
  breadth_cm: number;
  height_cm: number;
  /** Which of the product's photos shows it (1 is the main one); null for the main photo. */
  image_position: number | null;
  /** What the pack holds, in `net_quantity_unit`. Left out of an update: kept as it is. */
  net_quantity?: number | null;
  net_quantity_unit?: NetQuantityUnit | null;
  /** Month and year of manufacture or import (YYYY-MM); null: as printed on the pack. Left out of an update: kept as it is. */
  made_month?: string | null;
  /** The GTIN, the 8, 12, 13 or 14 digits under the barcode on the pack, its last digit GS1's check digit; unique across variants; null when the pack has none. Left out of an update: kept as it is. */
  gtin?: string | null;
  /** Price breaks by quantity, replaced as a whole by a save (an empty list removes them); left out of an update: kept as they are. Minimum quantities strictly increasing, each tier at least as cheap per unit as the one below it at the variant's price; a set price below the variant's price. Refused 400 naming `price_tiers.N.<field>`. Only the owner changes them (403 naming `price_tiers`). */
  price_tiers?: PriceTier[];
};
export type AdminVariant = AdminVariantInput & {
  id: Id;
  product: Id;
  position: number;
  /** Off the shop; kept for the orders that name it. */
  retired: boolean;
  /** The first live variant: what lists show and older clients buy. */
  is_default: boolean;
  ever_ordered: boolean;
  version: number;
  /** Its price breaks by quantity, lowest minimum first; empty for none. */
  price_tiers: PriceTier[];
};
export type AdminCategoryOrder = {
  ids: Id[];
};
export type AdminVariantUpdate = AdminVariantInput & {
  retired: boolean;
  version: number;
};
export type AdminCategory = {
  id: Id;
  name: string;
  /** Display order, first shown first. */
  position: number;
  hidden: boolean;
  /** Products in it, hidden ones included. */
  product_count: number;
  version: number;
};
export type AdminCategoryPage = {
  items: AdminCategory[];
  total: number;
  page: number;
  page_size: number;
};
export type AdminCategoryInput = {
  name: string;
};
export type AdminCategoryUpdate = {
  name: string;
  hidden: boolean;
  version: number;
};
export type CouponCode = string;
export type AdminCoupon = {
  id: Id;
  code: CouponCode;
  /** Per cent off each line it covers (rounded to the paisa); exactly one of this and `amount_off_paise`. */
  percent_off: number | null;
  /** Paise off the order, shared among the lines it covers in proportion to their amounts; below `min_order_paise`. */
  amount_off_paise: number | null;
  /** The least the lines it covers must come to (0: any order). */
  min_order_paise: number;
  starts_at: string;
  /** After `starts_at`. */
  ends_at: string;
  /** How many orders may use it in all; null for no limit. Cancelled orders give their use back. */
  total_limit: number | null;
  /** How many orders one customer may use it on; null for no limit. */
  per_customer_limit: number | null;
  /** The categories whose products it takes money off; empty for every product. */
  category_ids: Id[];
  /** By the server's clock when the answer was made; `used_up` once `total_limit` orders use it. */
  state: 'upcoming' | 'live' | 'ended' | 'used_up';
  /** Orders that use it, cancelled ones left out. */
  used: number;
  /** What shoppers are told it gives, e.g. "10% off Bird Nets on orders of ₹999 or more". */
  description: string;
  version: number;
};
export type AdminCouponInput = {
  code: CouponCode;
  /** Per cent off each line it covers (rounded to the paisa); exactly one of this and `amount_off_paise`. */
  percent_off: number | null;
  /** Paise off the order, shared among the lines it covers in proportion to their amounts; below `min_order_paise`. */
  amount_off_paise: number | null;
  /** The least the lines it covers must come to (0: any order). */
  min_order_paise: number;
  starts_at: string;
  /** After `starts_at`. */
  ends_at: string;
  /** How many orders may use it in all; null for no limit. Cancelled orders give their use back. */
  total_limit: number | null;
  /** How many orders one customer may use it on; null for no limit. */
  per_customer_limit: number | null;
  /** The categories whose products it takes money off; empty for every product. */
  category_ids: Id[];
  /** The version the coupon was read at: required to change one, left out to create one. */
  version?: number;
};
export type AdminSaleFields = {
  /** Shown to shoppers: in the announcement bar, on the offers page and beside a price. */
  name: string;
  /** Per cent off each price (rounded to the paisa); exactly one of this and `amount_off_paise`. */
  percent_off: number | null;
  /** Paise off each price; less than the price of every product it covers. */
  amount_off_paise: number | null;
  starts_at: string;
  /** After `starts_at`. */
  ends_at: string;
  /** Products on sale; with `category_ids`, at least one of the two names something. */
  product_ids: Id[];
  /** Categories whose every product is on sale, those added later too. */
  category_ids: Id[];
};
export type AdminSale = AdminSaleFields & {
  id: Id;
  /** By the server's clock when the answer was made. */
  state: 'upcoming' | 'live' | 'ended';
  version: number;
};
export type AdminSaleInput = {
  /** Shown to shoppers: in the announcement bar, on the offers page and beside a price. */
  name: string;
  /** Per cent off each price (rounded to the paisa); exactly one of this and `amount_off_paise`. */
  percent_off: number | null;
  /** Paise off each price; less than the price of every product it covers. */
  amount_off_paise: number | null;
  starts_at: string;
  /** After `starts_at`. */
  ends_at: string;
  /** Products on sale; with `category_ids`, at least one of the two names something. */
  product_ids: Id[];
  /** Categories whose every product is on sale, those added later too. */
  category_ids: Id[];
  /** The version the sale was read at: required to change one, left out to schedule one. */
  version?: number;
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
export type AdminSiteContact = {
  phones: SitePhones;
  whatsapp: SitePhone;
  email: string;
  address: SiteAddress;
  hours: string;
  /** A map of the address (an https URL). */
  map_url: string;
  version: number;
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
export type AdminSiteSeller = {
  legal_name: string;
  address: SiteAddress;
  gstin: string;
  customer_care: SellerContact;
  grievance_officer: GrievanceOfficer;
  /** The products' manufacturer, packer or importer unless a product names its own: the declarations' default. */
  maker?: DeclaredMaker;
  version: number;
};
export type SiteItemId = string;
export type AdminAnnouncements = {
  /** Shown in turn, first to last. */
  messages: {
    id: SiteItemId;
    text: string;
  }[];
  version: number;
};
export type AdminAnnouncementsInput = {
  /** Shown in turn, first to last. */
  messages: {
    id?: SiteItemId;
    text: string;
  }[];
  version: number;
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
export type FaqEntry = {
  /** Anchor and key, unique across the FAQ. */
  id: string;
  question: string;
  answer: FaqBlock[];
  /** Shown on the home page (at most five across the FAQ). */
  on_home: boolean;
};
export type FaqTopic = {
  /** The section anchor on /faqs. */
  id: string;
  title: string;
  entries: FaqEntry[];
};
export type AdminFaq = {
  topics: FaqTopic[];
  version: number;
};
export type SiteImage = string;
export type SiteLink = string;
export type HomeBanner = {
  id?: SiteItemId;
  image: SiteImage;
  /** What the picture shows, for those who cannot see it. */
  image_alt: string;
  /** The short line above the heading. */
  eyebrow: string;
  heading: string;
  text: string;
  link: SiteLink;
};
export type HomeCategoryCard = {
  id?: SiteItemId;
  image: SiteImage;
  title: string;
  text: string;
  /** The name of the catalogue category the card's 'Shop Now' opens. */
  category: string;
};
export type HomeClient = {
  image: SiteImage;
  /** The client's name, the logo's text alternative. */
  name: string;
};
export type AdminSiteHome = {
  /** The carousel's slides, first shown first. */
  banners: HomeBanner[];
  /** 'Shop by Category': three cards, each to a different category. */
  categories: HomeCategoryCard[];
  /** 'Our Clients': the logos, in the carousel's order. */
  clients: HomeClient[];
  version: number;
};
export type AdminPageMetadata = {
  id: Id;
  path: string;
  title: string;
  description: string;
  og_image: string;
  version: number;
};
export type AdminPageMetadataUpdate = {
  title: string;
  description: string;
  /** A site path (`/images/og.png`) or an https URL. */
  og_image: string;
  version: number;
};
export type MediaImage = {
  id: Id;
  /** The fallback (JPEG, or PNG with transparency) at the largest size: for `<img src>`. */
  url: string;
  /** Width of the largest size in pixels. */
  width: number;
  /** Height of the largest size in pixels. */
  height: number;
  /** Every web size, AVIF and WebP narrowest first, then the fallback; for `srcset`. */
  variants: {
    url: string;
    width: number;
    format: 'avif' | 'webp' | 'jpeg' | 'png';
  }[];
};
export type AdminOrderCustomer = {
  id: Id;
  name: string;
  email: string;
  /** The account's phone; the delivery phone is in the address. */
  phone: string | null;
};
export type PaymentStatus =
  'pending' | 'completed' | 'failed' | 'refunded' | 'partially_refunded' | 'to_collect' | 'collected';
export type PaymentMethod = 'online' | 'cash_on_delivery' | 'bank_transfer';
export type DeliveryStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
export type AdminOrderSummary = {
  id: Id;
  version: number;
  created_at: string;
  customer: AdminOrderCustomer;
  /** The delivery address's name and city. */
  ship_to: string;
  total_paise: number;
  /** Units in the order. */
  item_count: number;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  delivery_status: DeliveryStatus;
};
export type AdminOrderPage = {
  items: AdminOrderSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: {
    delivery_status: {
      pending: number;
      processing: number;
      shipped: number;
      delivered: number;
      cancelled: number;
      returned: number;
    };
    payment_status: {
      pending: number;
      completed: number;
      failed: number;
      refunded: number;
      to_collect: number;
      collected: number;
    };
  };
};
export type OrderSurveyCredit = {
  /** The site survey whose fee was adjusted. */
  booking_id: number;
  /** The survey fee's tax invoice, which the order's invoice names; null for a fee paid before fees were invoiced. */
  invoice_number: string | null;
  amount_paise: number;
};
export type AdminOrderItem = {
  id: Id;
  /** Null only on an accepted quotation's service line. */
  product: Id | null;
  /** Null only on an accepted quotation's service line. */
  variant: Id | null;
  /** Empty for a product's only variant. */
  variant_label: string;
  sku: string;
  product_name: string;
  product_image: string | null;
  unit_price_paise: number;
  quantity: number;
  /** Before a coupon. */
  line_total_paise: number;
  /** This line's share of the coupon's discount. */
  discount_paise: number;
};
export type Shipment = {
  courier: string;
  tracking_number: string;
  /** The courier's tracking page (https). */
  tracking_url: string | null;
};
export type ShipmentBookingState = {
  /** The integration it was booked through. */
  carrier: 'shiprocket' | 'demo';
  /** `booking`: the aggregator broke off part way; book again to finish. */
  status: 'booking' | 'booked';
  courier_name: string | null;
  /** The air waybill (tracking) number, once assigned. */
  awb: string | null;
  /** What the aggregator charges the shop. */
  rate_paise: number | null;
  tracking_url: string | null;
  /** Whether getShipmentLabel has a label to print. */
  label_ready: boolean;
  /** The day the courier collects it. */
  pickup_scheduled_for: string | null;
  /** Why the last booking attempt stopped, for staff. */
  error: string | null;
  booked_at: string | null;
  /** When the shop last heard of it (a webhook or a pull). */
  last_tracked_at: string | null;
};
export type CodConfirmationStatus = 'awaiting' | 'confirmed' | 'cancelled' | 'expired';
export type AdminCodState = {
  confirmation: CodConfirmationStatus;
  /** The deadline of an unanswered confirmation. */
  confirm_by: string | null;
  confirmed_at: string | null;
  /** When the courier delivered it and took the cash. */
  collected_at: string | null;
  /** The courier's remittance that paid this order's cash to the shop; null while outstanding. */
  remittance: {
    id: Id;
    reference: string;
    remitted_on: string;
  } | null;
};
export type AdminPayment = {
  id: Id;
  /** `cash_on_delivery`: cash the courier collected at the door, recorded when the order was delivered. `bank_transfer`: a bank transfer or UPI payment staff recorded (`method` says which; `provider_payment_id` is the bank's reference). */
  provider: 'razorpay' | 'demo' | 'cash_on_delivery' | 'bank_transfer';
  provider_payment_id: string | null;
  amount_paise: number;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string | null;
  /** The provider's reason for a failed attempt. */
  error: string | null;
  created_at: string;
};
export type TrackingStep =
  'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'delivery_failed' | 'rto_initiated' | 'rto_delivered';
export type TimelineEntry = {
  /** A move's DeliveryStatus or a scan's TrackingStep (`delivered` is both). */
  status: DeliveryStatus | TrackingStep;
  /** When it happened (a scan's own time, not when the shop heard of it). */
  at: string;
  /** The courier's words and place for a scan ("Arrived at hub, Pune"); null for a move. */
  detail: string | null;
};
export type CreditNoteReference = {
  id: Id;
  /** e.g. `BCN/26-27/000007`. */
  number: string;
  /** The day it was issued, in India. */
  issued_on: string;
};
export type Refund = {
  id: Id;
  amount_paise: number;
  reason: string;
  /** pending: asked of the provider; processed: money sent back; failed: refused (its amount can be refunded again). */
  status: 'pending' | 'processed' | 'failed';
  /** The provider's refund id (`rfnd_…`) once it has accepted the refund. */
  provider_refund_id: string | null;
  failure_reason: string | null;
  /** The credit note issued when the refund was processed. */
  credit_note: {
    id: Id;
    number: string;
  } | null;
  created_at: string;
  processed_at: string | null;
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
export type AdminDeliveryProblem = DeliveryProblem & {
  order_id: Id;
  customer_name: string;
  city: string;
  payment_method: PaymentMethod;
  courier_name: string | null;
  awb: string | null;
  /** Where the answer stands with the courier: pending (being sent), sent, refused (carrier_error says why); null before an answer. */
  carrier_status: ('pending' | 'sent' | 'refused' | null) | ('pending' | 'sent' | 'refused' | null);
  carrier_error: string | null;
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
export type AdminReturn = Return & {
  version: number;
  order_id: Id;
  customer_name: string;
  payment_method: PaymentMethod;
  /** Why the carrier refused the pickup, for staff. */
  pickup_error: string | null;
  /** What a refund gives back: the units received (or asked, before receipt) at what was paid for them, and the shipping fee where the shop was at fault. */
  refund_paise: number;
  shop_at_fault: boolean;
};
export type AdminOrder = {
  id: Id;
  /** The quote the order was accepted from ("From quote Q-…"); null for a checkout's order. */
  quote_number?: string | null;
  /** Send it back with a move. */
  version: number;
  created_at: string;
  updated_at: string;
  customer: AdminOrderCustomer;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  payment_method: PaymentMethod;
  /** A bank transfer's order only: the money must be recorded by then (recordTransferPayment), or the order is cancelled and its stock freed; null for every other payment method. */
  transfer_pay_by?: string | null;
  subtotal_paise: number;
  shipping_paise: number;
  /** The cash-on-delivery fee charged (0 for an online payment). */
  cod_fee_paise: number;
  /** The coupon the order used; null for none. */
  coupon_code: string | null;
  /** What the coupon took off the goods (0 without one). */
  discount_paise: number;
  /** A paid site survey's fee taken off the goods after the coupon; the total is after it. Null for none. */
  survey_credit?: OrderSurveyCredit | null;
  total_paise: number;
  items: AdminOrderItem[];
  address: {
    full_name: string;
    phone: string;
    address: string;
    address_line2: string;
    city: string;
    state: string;
    zip_code: string;
  };
  shipment: Shipment | null;
  /** The shipment booked with the courier aggregator (null for none, or one shipped by hand). */
  booking: ShipmentBookingState | null;
  /** Null for an online payment. */
  cash_on_delivery: AdminCodState | null;
  payments: AdminPayment[];
  timeline: TimelineEntry[];
  /** The delivery statuses this order can move to now, the usual next one first. */
  allowed_moves: ('processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned')[];
  /** The same customer's other orders, newest first (at most 20). */
  other_orders: AdminOrderSummary[];
  /** The tax invoice's number once issued (with the payment). */
  invoice_number: string | null;
  /** Every credit note against the order's invoice, oldest first (adminGetCreditNote): those of refunds, and the one that reverses a cash-on-delivery invoice when the parcel comes back uncollected, which no refund has. */
  credit_notes: CreditNoteReference[];
  /** The business buyer's GSTIN printed on the tax invoice; null for a consumer order. */
  gstin: string | null;
  /** The business buyer's name printed on the tax invoice; null for a consumer order. */
  business_name: string | null;
  /** Refunds of the order, oldest first. */
  refunds: Refund[];
  /** What can still be refunded: paid − pending − processed refunds. */
  refundable_paise: number;
  /** The courier's latest failed delivery of the parcel, with the answer and where it stands with the courier; null when none. */
  delivery_problem?: AdminDeliveryProblem | null;
  /** The order's return requests, oldest first (getAdminReturn has each). */
  returns?: AdminReturn[];
  /** For a replacement at ₹0: the order whose return it replaces. */
  replaces_order_id?: number | null;
};
export type OrderMove = {
  /** The order's version as read. */
  version: number;
};
export type OrderShipment = {
  version: number;
  courier: string;
  tracking_number: string;
  /** The courier's tracking page; https only. */
  tracking_url?: string;
};
export type TransferPaymentInput = {
  /** What reached the shop's account; it must be the order's total. */
  amount_paise: number;
  /** The day the money reached the shop's account; not in the future. */
  received_on: string;
  method: 'bank_transfer' | 'upi';
  /** The bank's reference (UTR) or the UPI transaction id. */
  reference: string;
};
export type CourierQuotes = {
  pickup_pincode: string;
  delivery_pincode: string;
  parcel: {
    weight_grams: number;
    length_cm: number;
    breadth_cm: number;
    height_cm: number;
    /** The heavier of its weight and its volume / 5000. */
    charged_weight_grams: number;
  };
  /** The owner's choice (cheapest or fastest) among them; null when none serves. */
  recommended_courier_id: string | null;
  couriers: {
    courier_id: string;
    courier_name: string;
    rate_paise: number;
    estimated_days: number;
    cash_on_delivery: boolean;
  }[];
};
export type ShipmentBooking = {
  version: number;
  /** One of listCourierQuotes' couriers; the recommended one when left out. */
  courier_id?: string;
};
export type RefundCreate = {
  /** At most what is left to refund (the order's refundable_paise). */
  amount_paise: number;
  reason: string;
  /** Cash-on-delivery orders only, and required for them (400 naming `reference` otherwise): the reference of the bank or UPI transfer staff made outside the shop. The refund is then recorded as processed at once, with its credit note. */
  reference?: string;
};
export type CodLedger = {
  /** Confirmed cash-on-delivery orders not yet delivered. */
  to_collect: {
    orders: number;
    total_paise: number;
  };
  /** Collected by couriers, not yet remitted to the shop. */
  outstanding: {
    total_paise: number;
    orders: {
      id: Id;
      total_paise: number;
      collected_at: string;
      awb: string | null;
      courier_name: string | null;
      customer_name: string;
    }[];
  };
  remittances: {
    id: Id;
    reference: string;
    remitted_on: string;
    amount_paise: number;
    order_ids: Id[];
    recorded_at: string;
  }[];
};
export type CodRemittanceCreate = {
  /** The bank transfer's reference (UTR) or the courier's remittance id. */
  reference: string;
  /** The day the money reached the shop's account; not in the future. */
  remitted_on: string;
  amount_paise: number;
  order_ids: Id[];
};
export type TransitDays = {
  /** The fewest working days in transit. */
  min: number;
  /** The most working days in transit; not below `min`. */
  max: number;
};
export type DeliverySettingsFields = {
  /** Charged on an order whose goods cost less than `free_shipping_from_paise`, GST included (a line of its own on the invoice); 0 ships every order free. */
  shipping_fee_paise: number;
  /** Goods worth at least this ship free; null when every order pays the fee. */
  free_shipping_from_paise: number | null;
  /** Whether cash on delivery is offered at all. */
  cod_enabled: boolean;
  /** Added to a cash-on-delivery order, GST included (a line of its own on the invoice). */
  cod_fee_paise: number;
  /** The largest order total (goods, shipping and the cash-on-delivery fee) that may be paid on delivery. */
  cod_max_order_paise: number;
  /** A customer with this many returned (refused) deliveries is offered cash on delivery no more. */
  cod_max_refused: number;
  /** Hours a customer has to confirm a cash-on-delivery order before it is cancelled. */
  cod_confirm_hours: number;
  /** The courier's steps at which the customer is e-mailed. */
  tracking_mail_steps: TrackingStep[];
  /** The owner's usual days in transit, from the courier's pickup to the door anywhere in India, stated where the courier aggregator quotes days per PIN code only: the shop's offers to search engines and shopping feeds state the courier's own range where it has one and this one otherwise. Null when the owner states none. */
  usual_transit_days: TransitDays | null;
};
export type DeliverySettings = DeliverySettingsFields & {
  version: number;
};
export type DeliverySettingsUpdate = {
  version: number;
  shipping_fee_paise: number;
  free_shipping_from_paise: number | null;
  cod_enabled: boolean;
  cod_fee_paise: number;
  cod_max_order_paise: number;
  cod_max_refused: number;
  cod_confirm_hours: number;
  tracking_mail_steps: TrackingStep[];
  /** The owner's usual days in transit (see DeliverySettings); null states none. Left out: kept as it is. */
  usual_transit_days?: TransitDays | null;
};
export type NotificationEvent =
  | 'order_placed'
  | 'cod_confirmation'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivery_problem'
  | 'delivered'
  | 'return_update'
  | 'refund_processed'
  | 'abandoned_cart'
  | 'complaint_update'
  | 'quote_update'
  | 'visit_reminder'
  | 'visit_moved';
export type MessagingChannel = 'whatsapp' | 'sms';
export type NotificationProvider = 'whatsapp_cloud' | 'msg91' | 'demo';
export type NotificationStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed' | 'dead';
export type OrderNotification = {
  id: Id;
  /** The order it tells about; null for a cart's reminder. */
  order_id: Id | null;
  event: NotificationEvent;
  channel: MessagingChannel;
  provider: NotificationProvider;
  /** The WhatsApp template's name or the SMS's DLT template id. */
  template: string;
  /** The number, all but its last four digits hidden: "••••••3210". */
  to: string;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};
export type OrderNotificationList = {
  notifications: OrderNotification[];
};
export type BankDetails = {
  /** Empty until the owner gives the bank details; transfers are refused until then. */
  account_name: string;
  account_number: string;
  ifsc: string;
  upi_id: string | null;
  version: number;
};
export type BankDetailsUpdate = {
  account_name: string;
  account_number: string;
  ifsc: string;
  upi_id: string | null;
  version: number;
};
export type NotificationTemplate = {
  event: NotificationEvent;
  enabled: boolean;
  whatsapp_template: string;
  /** The DLT template id configured for the event; null sends no SMS for it. */
  sms_template_id: string | null;
  /** The template's parameters in order ({{1}}, {{2}}, …). */
  parameters: string[];
  /** Its quick-reply buttons, if any. */
  buttons: string[];
};
export type NotificationSettings = {
  version: number;
  channels: {
    whatsapp: NotificationProvider;
    sms: NotificationProvider;
  };
  templates: NotificationTemplate[];
};
export type NotificationSettingsUpdate = {
  version: number;
  enabled_events: NotificationEvent[];
};
export type AdminDeliveryProblemPage = {
  items: AdminDeliveryProblem[];
  /** The problems of the status asked for. */
  total: number;
  page: number;
  page_size: number;
  counts: {
    open: number;
    answered: number;
    expired: number;
  };
};
export type IndianMobileAsTyped = string;
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
export type AdminReturnPage = {
  items: AdminReturn[];
  total: number;
  page: number;
  page_size: number;
  counts: {
    requested: number;
    approved: number;
    rejected: number;
    received: number;
    quality_failed: number;
    refunded: number;
    replaced: number;
  };
};
export type ReturnDecision = {
  version: number;
  decision: 'approve' | 'reject';
  /** Approve only: the courier collects it (default), or the customer sends it. */
  pickup?: 'carrier' | 'self';
  /** Reject only, required; the shopper sees it. */
  reason?: string | null;
};
export type ReturnReceipt = {
  version: number;
  lines: {
    order_item_id: Id;
    sellable: number;
    damaged: number;
  }[];
  quality: 'passed' | 'failed';
  /** Required when the check failed; the shopper sees it. */
  note?: string | null;
};
export type ReturnResolution = {
  version: number;
  /** A cash-on-delivery order's refund only, required for it; the bank or UPI transfer's reference. */
  reference?: string;
};
export type ShopTime = string;
export type CrewHours = {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  start: ShopTime;
  end: ShopTime;
};
export type CrewDayOff = {
  date: string;
  reason: string;
};
export type Crew = {
  id: number;
  name: string;
  active: boolean;
  pincodes: string[];
  /** By weekday, then start. */
  hours: CrewHours[];
  /** Earliest first. */
  days_off: CrewDayOff[];
  version: number;
};
export type CrewPincode = string;
export type CrewInput = {
  name: string;
  /** An inactive crew is offered no new booking. */
  active: boolean;
  pincodes: CrewPincode[];
  hours: CrewHours[];
  days_off: CrewDayOff[];
};
export type CrewUpdate = {
  version: number;
  name: string;
  active: boolean;
  pincodes: CrewPincode[];
  hours: CrewHours[];
  days_off: CrewDayOff[];
};
export type ServiceKind = 'survey' | 'installation';
export type ServiceUnit = 'visit' | 'running_metre' | 'square_metre' | 'job';
export type AdminService = {
  id: number;
  name: string;
  kind: ServiceKind;
  unit: ServiceUnit;
  /** Per unit, GST included. */
  price_paise: number;
  sac_code: string;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  active: boolean;
  /** How long one fixed job takes the crew (read for a service priced per job). */
  job_minutes: number;
  version: number;
  updated_at: string;
};
export type ServiceInput = {
  name: string;
  kind: ServiceKind;
  unit: ServiceUnit;
  /** Per unit, GST included, as every catalogue price. */
  price_paise: number;
  /** Six digits starting 99; installation under 9987xx or 9954xx. */
  sac_code: string;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  /** A retired service is offered nowhere new; quotations that name it keep it. */
  active: boolean;
  /** How long one fixed job takes the crew, in whole minutes within a day: a per-job fitting is booked for that long. Left out, a new service takes 120 and a saved one keeps its own. */
  job_minutes?: number;
};
export type ServiceUpdate = {
  version: number;
  name: string;
  kind: ServiceKind;
  unit: ServiceUnit;
  /** Per unit, GST included. */
  price_paise: number;
  sac_code: string;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  active: boolean;
  /** How long one fixed job takes the crew, in whole minutes within a day: a per-job fitting is booked for that long. Left out, a new service takes 120 and a saved one keeps its own. */
  job_minutes?: number;
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
export type AdminBooking = {
  booking: Booking;
  crew_id: number;
  crew_name: string;
  /** The customer's account; none once erased. */
  customer_id: number | null;
  /** The provider's payment of the fee, to find it in the provider's dashboard. */
  payment_id?: string | null;
  version: number;
  /** The crew's photos of the job so far (up to 5), before and after it is marked done. */
  photos?: BookingPhoto[];
};
export type BookingReassignment = {
  crew_id: Id;
};
export type BookingCompletionInput = {
  /** What the crew did and found; required. */
  notes: string;
  version: number;
};
export type BookingCancellation = {
  /** What the customer is told. */
  reason: string;
};
export type SlotDays = {
  /** The day in India. */
  date: string;
  starts_at: string[];
}[];
export type RescheduleSlots = {
  booking_id: number;
  /** The booking's PIN code. */
  pincode: string;
  /** The booking's length, which a move keeps. */
  duration_minutes: number;
  days: SlotDays;
};
export type BookingReschedule = {
  /** One of the free starts getRescheduleSlots answered. */
  starts_at: string;
  /** Why it moves, in words the customer is told (mail). */
  reason: string;
};
export type BookingSettings = {
  version: number;
  survey_minutes: number;
  /** The site survey service's price, GST included. */
  survey_fee_paise: number;
  hold_minutes: number;
  /** A customer cancelling at least this many hours before a paid survey gets its fee back. */
  free_cancel_hours?: number;
  /** How many running metres a crew fits an hour: an installation's length. */
  installation_metres_per_hour?: number;
  /** How many square metres a crew fits an hour: an installation's length for fitting priced per square metre. */
  installation_square_metres_per_hour?: number;
  /** Days after the visit a paid survey fee comes off the customer's next order; 0 for never. */
  survey_credit_days?: number;
};
export type BookingSettingsUpdate = {
  version: number;
  /** A survey's length, in half hours. */
  survey_minutes: number;
  /** Paid online to confirm the survey; 0 for a free survey. Saved as the site survey service's price (updateService), the one place the fee is kept. */
  survey_fee_paise: number;
  /** How long a slot is kept for the customer to confirm. */
  hold_minutes: number;
  /** A customer cancelling at least this many hours before a paid survey gets the fee back in full, later nothing; left out, it stays as it is. */
  free_cancel_hours?: number;
  /** How many running metres a crew fits an hour; left out, it stays as it is. */
  installation_metres_per_hour?: number;
  /** How many square metres a crew fits an hour; left out, it stays as it is. */
  installation_square_metres_per_hour?: number;
  /** Days after the visit a paid survey fee comes off the customer's next order, once (0 for never); left out, it stays as it is. */
  survey_credit_days?: number;
};
export type ReturnSettingsUpdate = {
  version: number;
  /** Days after delivery a return may be asked for. */
  window_days: number;
  /** Reasons for which a replacement may be asked (damaged in transit, defective); empty for refunds only. */
  replacement_reasons: ('damaged_in_transit' | 'defective')[];
  non_returnable_category_ids: Id[];
  non_returnable_product_ids: Id[];
};
export type ReturnSettings = ReturnSettingsUpdate;
export type UnmatchedTrackingPage = {
  items: {
    id: Id;
    received_at: string;
    awb: string | null;
    /** The courier's status as it sent it. */
    status: string | null;
    detail: string | null;
  }[];
  total: number;
  page: number;
  page_size: number;
};
export type ReviewStatus = 'published' | 'pending' | 'draft' | 'rejected';
export type ReviewReply = {
  /** Plain text; render escaped. */
  text: string;
  replied_at: string;
};
export type AdminReview = {
  id: Id;
  version: number;
  product: {
    id: Id;
    title: string;
    slug: string;
  };
  customer: {
    id: Id;
    name: string;
    email: string;
  };
  rating: number;
  review_text: string;
  status: ReviewStatus;
  verified_purchase: boolean;
  rejection_reason: string | null;
  reply: ReviewReply | null;
  created_at: string;
  updated_at: string;
};
export type AdminReviewPage = {
  items: AdminReview[];
  total: number;
  page: number;
  page_size: number;
  counts: {
    published: number;
    pending: number;
    draft: number;
    rejected: number;
  };
};
export type RecordVersion = {
  /** The record's version as read. */
  version: number;
};
export type ReviewRejection = {
  version: number;
  /** Shown to the customer on their reviews page. */
  reason: string;
};
export type ReviewReplyInput = {
  version: number;
  text: string;
};
export type ContactStatus = 'unread' | 'read' | 'handled' | 'spam';
export type AdminMessageSummary = {
  id: Id;
  version: number;
  name: string;
  email: string;
  subject: string;
  /** The message's opening words. */
  excerpt: string;
  status: ContactStatus;
  reply_count: number;
  created_at: string;
};
export type AdminMessagePage = {
  items: AdminMessageSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: {
    unread: number;
    read: number;
    handled: number;
    spam: number;
  };
};
export type AdminMessageReply = {
  id: Id;
  body: string;
  author: StaffMember | null;
  created_at: string;
  /** Where the answer's e-mail stands in the outbox. */
  delivery: 'pending' | 'sent' | 'logged' | 'failed';
};
export type AdminMessage = {
  id: Id;
  version: number;
  name: string;
  email: string;
  subject: string;
  /** Plain text; render escaped. */
  message: string;
  status: ContactStatus;
  internal_note: string | null;
  handled_at: string | null;
  created_at: string;
  replies: AdminMessageReply[];
  /** The complaint ticket staff made of this message, if any. */
  complaint?: {
    id: Id;
    number: string;
  } | null;
};
export type MessageHandling = {
  version: number;
  /** For staff only. */
  note: string;
};
export type MessageReplyInput = {
  version: number;
  text: string;
};
export type ComplaintStatus = 'open' | 'resolved';
export type AdminComplaintSummary = {
  id: Id;
  version: number;
  number: string;
  name: string;
  email: string;
  order_id: number | null;
  excerpt: string;
  status: ComplaintStatus;
  received_at: string;
  acknowledge_by: string;
  resolve_by: string;
  resolved_at: string | null;
  /** Open past its month, or resolved after it. */
  overdue: boolean;
  /** Who wrote last; the shopper's complaint itself counts. */
  last_from: 'shopper' | 'staff';
};
export type AdminComplaint = AdminComplaintSummary & {
  /** Plain text; render escaped. */
  text: string;
  acknowledged_at: string;
  resolution: string | null;
  resolved_by: StaffMember | null;
  contact_message_id: number | null;
  messages: {
    id: Id;
    author: 'shopper' | 'staff';
    staff: StaffMember | null;
    body: string;
    created_at: string;
  }[];
};
export type AdminComplaintPage = {
  items: AdminComplaintSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: {
    open: number;
    /** Open tickets past their month. */
    overdue: number;
    resolved: number;
  };
};
export type ComplaintResolutionInput = {
  version: number;
  /** What was done, in words the shopper reads. */
  resolution: string;
};
export type CustomerStatus = 'active' | 'deactivated' | 'erased';
export type AdminCustomerSummary = {
  id: Id;
  version: number;
  name: string;
  email: string;
  phone: string | null;
  status: CustomerStatus;
  is_staff: boolean;
  created_at: string;
  order_count: number;
  /** The totals of the customer's paid orders less what was refunded. */
  spent_paise: number;
};
export type AdminCustomerPage = {
  items: AdminCustomerSummary[];
  total: number;
  page: number;
  page_size: number;
};
export type AdminCustomerAddress = {
  id: Id;
  full_name: string;
  phone: string;
  address: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
};
export type AdminCustomerOrder = {
  id: Id;
  created_at: string;
  total_paise: number;
  item_count: number;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
};
export type AdminCustomerReview = {
  id: Id;
  product: Id;
  product_title: string;
  rating: number;
  review_text: string;
  status: string;
  created_at: string;
};
export type AdminCustomer = AdminCustomerSummary & {
  erased_at: string | null;
  addresses: AdminCustomerAddress[];
  /** Newest first. */
  orders: AdminCustomerOrder[];
  /** Newest first. */
  reviews: AdminCustomerReview[];
};
export type CustomerChange = {
  /** The customer's version as read. */
  version: number;
};
export type CustomerErase = {
  version: number;
  /** The customer's current e-mail, repeated as a confirmation. */
  email: string;
};
export type QuoteStatus = 'requested' | 'quoted' | 'accepted' | 'expired' | 'withdrawn';
export type QuoteSiteKind =
  'home' | 'housing_society' | 'office' | 'factory_or_warehouse' | 'temple' | 'farm' | 'other';
export type AdminQuoteSummary = {
  id: Id;
  version: number;
  number: string;
  status: QuoteStatus;
  name: string;
  organisation: string | null;
  phone: string;
  email: string;
  site_kind: QuoteSiteKind;
  site_pincode: string;
  wants_installation: boolean;
  line_count: number;
  created_at: string;
  /** The latest quotation sent, with GST. */
  total_paise: number | null;
  valid_until: string | null;
};
export type AdminQuotePage = {
  items: AdminQuoteSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: {
    requested: number;
    quoted: number;
    accepted: number;
    expired: number;
    withdrawn: number;
  };
};
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
export type QuotePhoto = {
  /** The photo at its largest web size. */
  url: string;
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
export type AdminQuotation = Quotation & {
  staff: StaffMember | null;
  updated_at: string;
};
export type QuoteCatalogueHint = {
  variant: Id;
  product_title: string;
  variant_label: string;
  /** The variant's price with GST, as the shop sells it one at a time. */
  price_paise: number;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  hsn_code: string;
  price_tiers: PriceTier[];
};
export type AdminQuote = QuoteRequest & {
  id: Id;
  version: number;
  /** The account it was requested from; null for a guest. */
  customer: number | null;
  /** The order an accepted quotation became; null before. */
  order?: number | null;
  /** The owner allows the buyer to pay by bank transfer or UPI (allowQuoteBankTransfer). */
  bank_transfer_allowed?: boolean;
  /** The photos of the site the request came with, oldest first (getAdminQuote has them). */
  photos?: QuotePhoto[];
  /** Whether an active crew serves the site's PIN code, so the catalogue's services (a survey, fitting) may be priced on a line; saving one where none does is refused (getAdminQuote has it). */
  services_offered?: boolean;
  /** The quotation being priced, not yet sent; null when there is none. */
  draft: AdminQuotation | null;
  /** Every quotation sent, newest first; the first is what the buyer sees. */
  sent: AdminQuotation[];
  /** Each variant the request or a quotation names, as the catalogue prices it now: a hint for pricing. */
  catalogue: QuoteCatalogueHint[];
};
export type QuotedLineInput = {
  /** A catalogue variant; null for an extra line. */
  variant?: number | null;
  /** A catalogue service (listAdminServices), offered and served by a crew at the site's PIN code (else 400 naming `lines.N.service`): the line takes its unit, SAC code and GST rate; the description and the price before GST stay the staff's. Not with `variant`. */
  service?: number | null;
  description: string;
  unit?: string | null;
  quantity: number;
  /** Per unit, before GST. */
  unit_price_paise: number;
  gst_rate: 0 | 5 | 12 | 18 | 28;
  /** The HSN code of goods or the SAC of a service (fitting 995468, a survey 998399). */
  hsn_sac: string;
};
export type QuoteDraftInput = {
  /** The quote's version as read. */
  version: number;
  /** The goods and the extra lines (fitting per running metre, a site survey); together at most 2000000000 paise (₹2 crore) with GST, else 400 naming `lines`. */
  lines: QuotedLineInput[];
  delivery_terms: string;
  installation_terms: string;
  /** The last day it holds, tomorrow at the earliest in India's calendar. */
  valid_until: string;
};
export type QuoteBankTransferInput = {
  allowed: boolean;
  version: number;
};
export type PeriodFigures = {
  orders: number;
  revenue_paise: number;
};
export type AdminDashboard = {
  today: PeriodFigures;
  month: PeriodFigures;
  /** Cash on delivery's money with the couriers (getCodLedger has the orders). */
  cash_on_delivery: {
    /** Confirmed orders not yet delivered. */
    to_collect_paise: number;
    /** Collected, not yet remitted to the shop. */
    outstanding_paise: number;
    outstanding_orders: number;
    /** Orders whose customer has not confirmed yet. */
    awaiting_confirmation: number;
  };
  /** Orders to pack and send: paid ones (refunded in part or in full or not) and confirmed cash-on-delivery ones, still pending or processing. */
  awaiting_shipment: number;
  pending_reviews: number;
  unread_messages: number;
  /** Complaint tickets not resolved yet. */
  open_complaints?: number;
  /** Open complaint tickets past the Rules' month. */
  overdue_complaints?: number;
  /** Requests for quotation no quotation was sent for yet (listAdminQuotes). */
  quotes_requested?: number;
  /** Parcels a courier could not deliver whose answer is still open (listDeliveryProblems). */
  delivery_problems?: number;
  /** Return requests waiting for a decision (listReturns). */
  returns_requested?: number;
  /** Approved returns not yet received. */
  returns_to_receive?: number;
  /** Visible products still missing a declaration the law asks for (listAdminProducts with `incomplete`). */
  incomplete_declarations?: number;
  low_stock: {
    threshold: number;
    version: number;
    /** Variants on sale (of visible and hidden products) at or below the threshold, fewest first (at most 20): `id` is the product's, `variant` the variant's. */
    products: {
      id: Id;
      title: string;
      variant: Id;
      /** Empty for a product's only variant. */
      variant_label: string;
      sku: string;
      stock: number;
    }[];
  };
  /** The last 30 days of India's calendar, oldest first, today last. */
  revenue_by_day: {
    date: string;
    orders: number;
    revenue_paise: number;
  }[];
};
export type LowStockThreshold = {
  threshold: number;
  version: number;
};
export type LowStockThresholdUpdate = {
  threshold: number;
  version: number;
};
export type AdminBlog = {
  id: number;
  slug: string;
  /** The text of the article's first h1. */
  title: string;
  /** Article HTML, cleaned to the shop's allow-list. */
  content: string;
  /** Unpublished: the article answers 404 and is out of lists and the sitemap. */
  hidden: boolean;
  published_at: string;
  version: number;
  updated_at: string;
};
export type AdminBlogInput = {
  slug: string;
  /** Article HTML starting with an h1 (the title). */
  content: string;
  hidden: boolean;
  /** Required when saving an existing article. */
  version?: number;
};
export type AdminGalleryItem = {
  id: number;
  image: string;
  title: string;
  description: string;
  position: number;
  version: number;
};
export type AdminGalleryItemInput = {
  /** The URL uploadMedia answered. */
  image: string;
  title: string;
  description?: string;
};
export type AdminGalleryItemUpdate = {
  title: string;
  description?: string;
  version: number;
};
export type LegalPageSlug = 'privacy-policy' | 'terms' | 'return-policy' | 'offers';
export type AdminLegalPage = {
  slug: LegalPageSlug;
  title: string;
  content: string;
  version: number;
  updated_at: string;
};
export type AdminLegalPageInput = {
  title: string;
  content: string;
  version: number;
};
export const {
  useAdminStartSignInMutation,
  useAdminVerifySignInMutation,
  useAdminSignOutMutation,
  useGetAdminMeQuery,
  useListTroubledJobsQuery,
  useRetryJobMutation,
  useListAuditEntriesQuery,
  useListAdminProductsQuery,
  useCreateAdminProductMutation,
  useGetAdminProductQuery,
  useUpdateAdminProductMutation,
  useDeleteAdminProductMutation,
  useGetAdminProductTranslationQuery,
  useSaveAdminProductTranslationMutation,
  useGetAdminTranslationQuery,
  useSaveAdminTranslationMutation,
  useSetAdminProductVisibilityMutation,
  useListAdminVariantsQuery,
  useCreateAdminVariantMutation,
  useReorderAdminVariantsMutation,
  useUpdateAdminVariantMutation,
  useListAdminCategoriesQuery,
  useCreateAdminCategoryMutation,
  useReorderAdminCategoriesMutation,
  useUpdateAdminCategoryMutation,
  useListAdminCouponsQuery,
  useCreateAdminCouponMutation,
  useUpdateAdminCouponMutation,
  useDeleteAdminCouponMutation,
  useListAdminSalesQuery,
  useCreateAdminSaleMutation,
  useUpdateAdminSaleMutation,
  useDeleteAdminSaleMutation,
  useGetAdminSiteContactQuery,
  useUpdateAdminSiteContactMutation,
  useGetAdminSiteSellerQuery,
  useUpdateAdminSiteSellerMutation,
  useGetAdminAnnouncementsQuery,
  useUpdateAdminAnnouncementsMutation,
  useGetAdminFaqQuery,
  useUpdateAdminFaqMutation,
  useGetAdminSiteHomeQuery,
  useUpdateAdminSiteHomeMutation,
  useListAdminPageMetadataQuery,
  useUpdateAdminPageMetadataMutation,
  useUploadMediaMutation,
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useProcessOrderMutation,
  useShipOrderMutation,
  useDeliverOrderMutation,
  useCancelOrderMutation,
  useRecordTransferPaymentMutation,
  useReturnOrderMutation,
  useListCourierQuotesQuery,
  useBookShipmentMutation,
  useCreateRefundMutation,
  useGetCodLedgerQuery,
  useRecordCodRemittanceMutation,
  useGetDeliverySettingsQuery,
  useUpdateDeliverySettingsMutation,
  useListOrderNotificationsQuery,
  useRetryNotificationMutation,
  useGetBankDetailsQuery,
  useUpdateBankDetailsMutation,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useListDeliveryProblemsQuery,
  useAdminAnswerDeliveryProblemMutation,
  useListReturnsQuery,
  useGetAdminReturnQuery,
  useDecideReturnMutation,
  useReceiveReturnMutation,
  useResolveReturnMutation,
  useListCrewsQuery,
  useCreateCrewMutation,
  useGetCrewQuery,
  useUpdateCrewMutation,
  useListAdminServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useListAdminBookingsQuery,
  useReassignBookingMutation,
  useUploadBookingPhotoMutation,
  useRemoveBookingPhotoMutation,
  useCompleteBookingMutation,
  useCancelAdminBookingMutation,
  useGetRescheduleSlotsQuery,
  useRescheduleBookingMutation,
  useGetBookingSettingsQuery,
  useUpdateBookingSettingsMutation,
  useGetReturnSettingsQuery,
  useUpdateReturnSettingsMutation,
  useListUnmatchedTrackingUpdatesQuery,
  useListAdminReviewsQuery,
  usePublishReviewMutation,
  useRejectReviewMutation,
  useReplyToReviewMutation,
  useListAdminMessagesQuery,
  useGetAdminMessageQuery,
  useMarkMessageReadMutation,
  useHandleMessageMutation,
  useMarkMessageSpamMutation,
  useReplyToMessageMutation,
  useMakeComplaintFromMessageMutation,
  useListAdminComplaintsQuery,
  useGetAdminComplaintQuery,
  useAnswerComplaintMutation,
  useResolveComplaintMutation,
  useListAdminCustomersQuery,
  useGetAdminCustomerQuery,
  useDeactivateCustomerMutation,
  useReactivateCustomerMutation,
  useEraseCustomerMutation,
  useListAdminQuotesQuery,
  useGetAdminQuoteQuery,
  useSaveQuoteDraftMutation,
  useSendQuoteMutation,
  useAllowQuoteBankTransferMutation,
  useWithdrawQuoteMutation,
  useGetAdminDashboardQuery,
  useSetLowStockThresholdMutation,
  useListAdminBlogsQuery,
  useCreateAdminBlogMutation,
  useGetAdminBlogQuery,
  useUpdateAdminBlogMutation,
  useListAdminGalleryQuery,
  useCreateAdminGalleryItemMutation,
  useReorderAdminGalleryMutation,
  useUpdateAdminGalleryItemMutation,
  useDeleteAdminGalleryItemMutation,
  useListAdminLegalPagesQuery,
  useUpdateAdminLegalPageMutation,
} = injectedRtkApi;
