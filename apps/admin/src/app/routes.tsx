import type { AdminSectionPath } from '@shop/rules/adminPaths';
import {
  AccountIcon,
  AlertIcon,
  ArticleIcon,
  CardIcon,
  CartIcon,
  CashIcon,
  CategoriesIcon,
  ClockIcon,
  ExpandIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  OrdersIcon,
  PackageIcon,
  PhoneIcon,
  ReturnIcon,
  SettingsIcon,
  ShieldCheckIcon,
  SpikesIcon,
  StarLineIcon,
  TagIcon,
  ToolsIcon,
  TruckIcon,
} from '@shop/ui/Icon';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { shellCopy } from '../copy/shell';

/**
 * THE list of the back-office's sections: the navigation (side rail, phone bar) is built from it, and
 * the router mounts each section's routes under its path, behind the staff guard. A section is listed
 * only once its page exists: there are no placeholder pages. Its path and its pages' paths are those
 * `@shop/rules/adminPaths` lists (the API answers other paths with a 404; test/routes.test.ts checks).
 *
 * To add one (Orders, Products, Categories), add an entry in the navigation's order:
 *   { id: 'orders', label: shellCopy.sections.orders, path: 'orders', icon: <OrdersIcon />,
 *     routes: [{ index: true, lazy: page(() => import('../pages/OrdersPage/OrdersPage'), 'OrdersPage') },
 *              { path: ':orderId', lazy: page(() => import('../pages/OrderPage/OrderPage'), 'OrderPage') }] },
 * The order wanted: Dashboard (the home), Orders, Cash on delivery, Customers, Products, Categories, Sales, Coupons, Site,
 * Bookings, Crews, Services, Delivery settings, WhatsApp and SMS, Return settings, Booking settings, Reviews, Messages, Complaints, Quotes, Blog, Gallery, Policies, Audit log.
 * The first four, the packer's and the owner's daily work, are the phone's bar; its More button lists the rest.
 *
 * The settings pages have no list of their own: each is a section of its own in the navigation, all under the path
 * `settings`, each naming its page as `start` (`delivery`, `notifications`, `returns`); the router mounts them under one path.
 */
export interface Section {
  /** Stable id; the shell marks the section whose path the current page is under. */
  id: string;
  label: string;
  /**
   * Below /admin, one segment: `orders` → /admin/orders and everything under it. Sections without a list of their
   * own may share one (`settings`), each with its own `start`.
   */
  path: AdminSectionPath;
  /**
   * The page its navigation entry opens, below its path, for a section without a list of its own (`delivery`:
   * /admin/settings/delivery); the section's list at `index` otherwise.
   */
  start?: string;
  /** A line icon from `@shop/ui/Icon`. */
  icon: ReactNode;
  /** The section's pages, relative to its path: its list at `index`, detail pages below. */
  routes: RouteObject[];
}

/** Each page is its own chunk, fetched when it is first opened. */
export function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

export const sections: readonly Section[] = [
  {
    id: 'dashboard',
    label: shellCopy.sections.dashboard,
    path: 'dashboard',
    icon: <CardIcon />,
    routes: [{ index: true, lazy: page(() => import('../pages/DashboardPage/DashboardPage'), 'DashboardPage') }],
  },
  {
    id: 'orders',
    label: shellCopy.sections.orders,
    path: 'orders',
    icon: <OrdersIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/OrdersPage/OrdersPage'), 'OrdersPage') },
      { path: 'tracking-updates', lazy: page(() => import('../pages/TrackingUpdatesPage/TrackingUpdatesPage'), 'TrackingUpdatesPage') },
      { path: 'delivery-problems', lazy: page(() => import('../pages/DeliveryProblemsPage/DeliveryProblemsPage'), 'DeliveryProblemsPage') },
      { path: 'returns', lazy: page(() => import('../pages/ReturnsPage/ReturnsPage'), 'ReturnsPage') },
      { path: 'returns/:returnId', lazy: page(() => import('../pages/ReturnPage/ReturnPage'), 'ReturnPage') },
      { path: ':orderId', lazy: page(() => import('../pages/OrderPage/OrderPage'), 'OrderPage') },
    ],
  },
  {
    id: 'cod',
    label: shellCopy.sections.cod,
    path: 'cod',
    icon: <CashIcon />,
    routes: [{ index: true, lazy: page(() => import('../pages/CodPage/CodPage'), 'CodPage') }],
  },
  {
    id: 'customers',
    label: shellCopy.sections.customers,
    path: 'customers',
    icon: <AccountIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/CustomersPage/CustomersPage'), 'CustomersPage') },
      { path: ':customerId', lazy: page(() => import('../pages/CustomerPage/CustomerPage'), 'CustomerPage') },
    ],
  },
  {
    id: 'products',
    label: shellCopy.sections.products,
    path: 'products',
    icon: <PackageIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/ProductsPage/ProductsPage'), 'ProductsPage') },
      { path: 'new', lazy: page(() => import('../pages/ProductEditorPage/ProductEditorPage'), 'ProductEditorPage') },
      { path: ':productId', lazy: page(() => import('../pages/ProductEditorPage/ProductEditorPage'), 'ProductEditorPage') },
      { path: ':productId/hindi', lazy: page(() => import('../pages/ProductTranslationPage/ProductTranslationPage'), 'ProductTranslationPage') },
    ],
  },
  {
    id: 'categories',
    label: shellCopy.sections.categories,
    path: 'categories',
    icon: <CategoriesIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/CategoriesPage/CategoriesPage'), 'CategoriesPage') },
      { path: ':categoryId/hindi', lazy: page(() => import('../pages/TranslationPage/TranslationPage'), 'CategoryTranslationPage') },
    ],
  },
  {
    id: 'sales',
    label: shellCopy.sections.sales,
    path: 'sales',
    icon: <TagIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/SalesPage/SalesPage'), 'SalesPage') },
      { path: 'new', lazy: page(() => import('../pages/SaleEditorPage/SaleEditorPage'), 'SaleEditorPage') },
      { path: ':saleId', lazy: page(() => import('../pages/SaleEditorPage/SaleEditorPage'), 'SaleEditorPage') },
      { path: ':saleId/hindi', lazy: page(() => import('../pages/TranslationPage/TranslationPage'), 'SaleTranslationPage') },
    ],
  },
  {
    id: 'coupons',
    label: shellCopy.sections.coupons,
    path: 'coupons',
    // A cart: a coupon is what a shopper applies to theirs (the price tag is Sales').
    icon: <CartIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/CouponsPage/CouponsPage'), 'CouponsPage') },
      { path: 'new', lazy: page(() => import('../pages/CouponEditorPage/CouponEditorPage'), 'CouponEditorPage') },
      { path: ':couponId', lazy: page(() => import('../pages/CouponEditorPage/CouponEditorPage'), 'CouponEditorPage') },
    ],
  },
  {
    id: 'site',
    label: shellCopy.sections.site,
    path: 'site',
    icon: <SettingsIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/SitePage/SitePage'), 'SitePage') },
      ...(
        [
          ['faq-topics', 'FaqTopicTranslationPage'],
          ['faq-questions', 'FaqEntryTranslationPage'],
          ['announcements', 'AnnouncementTranslationPage'],
          ['banners', 'HomeBannerTranslationPage'],
          ['cards', 'HomeCardTranslationPage'],
          ['pages', 'PageTranslationPage'],
        ] as const
      ).map(([entries, name]) => ({ path: `${entries}/:key/hindi`, lazy: page(() => import('../pages/TranslationPage/TranslationPage'), name) })),
    ],
  },
  {
    id: 'bookings',
    label: shellCopy.sections.bookings,
    path: 'bookings',
    // A place on the map: a booking is a fitter's visit to a site.
    icon: <MapPinIcon />,
    routes: [{ index: true, lazy: page(() => import('../pages/BookingsPage/BookingsPage'), 'BookingsPage') }],
  },
  {
    id: 'crews',
    label: shellCopy.sections.crews,
    path: 'crews',
    icon: <ToolsIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/CrewsPage/CrewsPage'), 'CrewsPage') },
      { path: 'new', lazy: page(() => import('../pages/CrewEditorPage/CrewEditorPage'), 'CrewEditorPage') },
      { path: ':crewId', lazy: page(() => import('../pages/CrewEditorPage/CrewEditorPage'), 'CrewEditorPage') },
    ],
  },
  {
    id: 'services',
    label: shellCopy.sections.services,
    path: 'services',
    // What the crews fit: spikes on a parapet.
    icon: <SpikesIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/ServicesPage/ServicesPage'), 'ServicesPage') },
      { path: 'new', lazy: page(() => import('../pages/ServiceEditorPage/ServiceEditorPage'), 'ServiceEditorPage') },
      { path: ':serviceId', lazy: page(() => import('../pages/ServiceEditorPage/ServiceEditorPage'), 'ServiceEditorPage') },
    ],
  },
  {
    id: 'delivery-settings',
    label: shellCopy.sections.deliverySettings,
    path: 'settings',
    start: 'delivery',
    icon: <TruckIcon />,
    routes: [{ path: 'delivery', lazy: page(() => import('../pages/DeliverySettingsPage/DeliverySettingsPage'), 'DeliverySettingsPage') }],
  },
  {
    id: 'bank-details',
    label: shellCopy.sections.bankDetails,
    path: 'settings',
    start: 'bank-details',
    icon: <LockIcon />,
    routes: [{ path: 'bank-details', lazy: page(() => import('../pages/BankDetailsPage/BankDetailsPage'), 'BankDetailsPage') }],
  },
  {
    id: 'notification-settings',
    label: shellCopy.sections.notificationSettings,
    path: 'settings',
    start: 'notifications',
    icon: <PhoneIcon />,
    routes: [{ path: 'notifications', lazy: page(() => import('../pages/NotificationSettingsPage/NotificationSettingsPage'), 'NotificationSettingsPage') }],
  },
  {
    id: 'return-settings',
    label: shellCopy.sections.returnSettings,
    path: 'settings',
    start: 'returns',
    icon: <ReturnIcon />,
    routes: [{ path: 'returns', lazy: page(() => import('../pages/ReturnSettingsPage/ReturnSettingsPage'), 'ReturnSettingsPage') }],
  },
  {
    id: 'booking-settings',
    label: shellCopy.sections.bookingSettings,
    path: 'settings',
    start: 'bookings',
    icon: <ClockIcon />,
    routes: [{ path: 'bookings', lazy: page(() => import('../pages/BookingSettingsPage/BookingSettingsPage'), 'BookingSettingsPage') }],
  },
  {
    id: 'reviews',
    label: shellCopy.sections.reviews,
    path: 'reviews',
    icon: <StarLineIcon />,
    routes: [{ index: true, lazy: page(() => import('../pages/ReviewsPage/ReviewsPage'), 'ReviewsPage') }],
  },
  {
    id: 'messages',
    label: shellCopy.sections.messages,
    path: 'messages',
    icon: <MailIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/MessagesPage/MessagesPage'), 'MessagesPage') },
      { path: ':messageId', lazy: page(() => import('../pages/MessagePage/MessagePage'), 'MessagePage') },
    ],
  },
  {
    id: 'complaints',
    label: shellCopy.sections.complaints,
    path: 'complaints',
    icon: <AlertIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/ComplaintsPage/ComplaintsPage'), 'ComplaintsPage') },
      { path: ':complaintId', lazy: page(() => import('../pages/ComplaintPage/ComplaintPage'), 'ComplaintPage') },
    ],
  },
  {
    id: 'quotes',
    label: shellCopy.sections.quotes,
    path: 'quotes',
    icon: <ToolsIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/QuotesPage/QuotesPage'), 'QuotesPage') },
      { path: ':quoteId', lazy: page(() => import('../pages/QuotePage/QuotePage'), 'QuotePage') },
    ],
  },
  {
    id: 'blogs',
    label: shellCopy.sections.blogs,
    path: 'blogs',
    icon: <ArticleIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/BlogsPage/BlogsPage'), 'BlogsPage') },
      { path: 'new', lazy: page(() => import('../pages/BlogEditorPage/BlogEditorPage'), 'BlogEditorPage') },
      { path: ':blogId', lazy: page(() => import('../pages/BlogEditorPage/BlogEditorPage'), 'BlogEditorPage') },
      { path: ':blogId/hindi', lazy: page(() => import('../pages/TranslationPage/TranslationPage'), 'ArticleTranslationPage') },
    ],
  },
  {
    id: 'gallery',
    label: shellCopy.sections.gallery,
    path: 'gallery',
    icon: <ExpandIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/GalleryPage/GalleryPage'), 'GalleryPage') },
      { path: ':itemId/hindi', lazy: page(() => import('../pages/TranslationPage/TranslationPage'), 'GalleryTranslationPage') },
    ],
  },
  {
    id: 'legal-pages',
    label: shellCopy.sections.legalPages,
    path: 'legal-pages',
    icon: <ShieldCheckIcon />,
    routes: [
      { index: true, lazy: page(() => import('../pages/LegalPagesPage/LegalPagesPage'), 'LegalPagesPage') },
      { path: ':slug', lazy: page(() => import('../pages/LegalPageEditorPage/LegalPageEditorPage'), 'LegalPageEditorPage') },
      { path: ':slug/hindi', lazy: page(() => import('../pages/TranslationPage/TranslationPage'), 'PolicyTranslationPage') },
    ],
  },
  {
    id: 'audit',
    label: shellCopy.sections.audit,
    path: 'audit',
    icon: <ClockIcon />,
    routes: [{ index: true, lazy: page(() => import('../pages/AuditLogPage/AuditLogPage'), 'AuditLogPage') }],
  },
];

/**
 * The routes the router mounts below /admin: one per path, with the pages of every section under it (the settings
 * pages share `settings`).
 */
export function sectionRoutes(): { path: AdminSectionPath; children: RouteObject[] }[] {
  const byPath = new Map<AdminSectionPath, RouteObject[]>();
  for (const section of sections) byPath.set(section.path, [...(byPath.get(section.path) ?? []), ...section.routes]);
  return [...byPath].map(([path, children]) => ({ path, children }));
}

/**
 * The section a path is in, for the navigation's current entry: by its first segment, and among sections sharing
 * it, by the page each starts at (`/settings/notifications` is WhatsApp and SMS, not Delivery settings).
 */
export function sectionOf(pathname: string): Section | undefined {
  const [first, second] = pathname.split('/').filter(Boolean);
  const candidates = sections.filter((section) => section.path === first);
  return candidates.find((section) => section.start === undefined || section.start === second) ?? candidates[0];
}
