import { adminBaseApi as api } from '../adminBaseApi';
export const addTagTypes = ['AdminAuth', 'AdminAudit', 'AdminCatalog', 'AdminMedia', 'AdminOrders'] as const;
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
      setAdminProductVisibility: build.mutation<SetAdminProductVisibilityApiResponse, SetAdminProductVisibilityApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/products/${encodeURIComponent(String(queryArg.productId))}/visibility/`,
          method: 'PUT',
          body: queryArg.adminVisibilityUpdate,
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
export type SetAdminProductVisibilityApiResponse = /** status 200 Saved. */ AdminProduct;
export type SetAdminProductVisibilityApiArg = {
  productId: Id;
  adminVisibilityUpdate: AdminVisibilityUpdate;
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
export type AdminSignInChallenge = {
  /** Opaque; send it back with the code. */
  challenge: string;
  expires_at: string;
};
export type Error = {
  /** A sentence for people. */
  detail: string;
  /** Field name to messages; `non_field_errors` for problems of the whole request. */
  errors?: {
    [key: string]: string[];
  };
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
export type AdminSession = {
  token: string;
  expires_at: string;
  staff: StaffMember;
};
export type AdminSignInVerify = {
  challenge: string;
  code: string;
};
export type AdminMe = {
  staff: StaffMember;
  /** When this session ends. */
  expires_at: string;
};
export type AuditEntry = {
  id: Id;
  at: string;
  actor: StaffMember;
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
  /** Hidden products are not in the shop; a visible one needs at least one photo. */
  hidden: boolean;
  /** The photos in display order; the first is the main picture. */
  images: AdminProductImage[];
};
export type AdminProduct = AdminProductFields & {
  id: Id;
  category_name: string;
  version: number;
  /** An ordered product cannot be deleted, only hidden. */
  ever_ordered: boolean;
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
export type AdminVisibilityUpdate = {
  hidden: boolean;
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
export type AdminCategoryOrder = {
  ids: Id[];
};
export type AdminCategoryUpdate = {
  name: string;
  hidden: boolean;
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
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded';
export type DeliveryStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
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
    };
    payment_status: {
      pending: number;
      completed: number;
      failed: number;
      refunded: number;
    };
  };
};
export type AdminOrderItem = {
  id: Id;
  product: Id;
  product_name: string;
  product_image: string | null;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
};
export type Shipment = {
  courier: string;
  tracking_number: string;
  /** The courier's tracking page (https). */
  tracking_url: string | null;
};
export type AdminPayment = {
  id: Id;
  provider: 'razorpay' | 'demo';
  provider_payment_id: string | null;
  amount_paise: number;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  method: string | null;
  /** The provider's reason for a failed attempt. */
  error: string | null;
  created_at: string;
};
export type AdminOrder = {
  id: Id;
  /** Send it back with a move. */
  version: number;
  created_at: string;
  updated_at: string;
  customer: AdminOrderCustomer;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  subtotal_paise: number;
  shipping_paise: number;
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
  payments: AdminPayment[];
  timeline: {
    status: DeliveryStatus;
    at: string;
  }[];
  /** The delivery statuses this order can move to now, the usual next one first. */
  allowed_moves: ('processing' | 'shipped' | 'delivered' | 'cancelled')[];
  /** The same customer's other orders, newest first (at most 20). */
  other_orders: AdminOrderSummary[];
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
export const {
  useAdminStartSignInMutation,
  useAdminVerifySignInMutation,
  useAdminSignOutMutation,
  useGetAdminMeQuery,
  useListAuditEntriesQuery,
  useListAdminProductsQuery,
  useCreateAdminProductMutation,
  useGetAdminProductQuery,
  useUpdateAdminProductMutation,
  useDeleteAdminProductMutation,
  useSetAdminProductVisibilityMutation,
  useListAdminCategoriesQuery,
  useCreateAdminCategoryMutation,
  useReorderAdminCategoriesMutation,
  useUpdateAdminCategoryMutation,
  useUploadMediaMutation,
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useProcessOrderMutation,
  useShipOrderMutation,
  useDeliverOrderMutation,
  useCancelOrderMutation,
} = injectedRtkApi;
