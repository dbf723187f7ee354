import { adminBaseApi as api } from '../adminBaseApi';
export const addTagTypes = ['AdminAuth', 'AdminAudit', 'AdminMedia'] as const;
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
export type UploadMediaApiResponse = /** status 201 Stored; the image and its web sizes. */ MediaImage;
export type UploadMediaApiArg = {
  /** The file's name, percent-encoded (encodeURIComponent), shown to staff only. */
  'X-Filename'?: string;
  body: Blob;
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
export const {
  useAdminStartSignInMutation,
  useAdminVerifySignInMutation,
  useAdminSignOutMutation,
  useGetAdminMeQuery,
  useListAuditEntriesQuery,
  useUploadMediaMutation,
} = injectedRtkApi;
