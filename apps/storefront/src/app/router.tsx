import { HOME_PATH, SHOP_ROUTES, type ShopPath } from '@shop/rules';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { RequireSignIn } from '../features/session';
import { RouteErrorPage } from '../pages/RouteErrorPage/RouteErrorPage';
import { RootLayout } from './RootLayout/RootLayout';
import { onPathChange, ROUTE_LOADER_ID, waitForRouteLoader } from './routeLoader';

/**
 * Each page is its own chunk, fetched while the route loader shows (or, for the first page, before React
 * renders it: main.tsx, which is why no route needs a HydrateFallback). Pages
 * fetch their own data through the api-client hooks: a router-level prefetch
 * was tried and dropped, because a failed prefetch is retried when the page
 * subscribes, and the shopper then sees the error alert twice.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

type LazyPage = () => Promise<{ Component: ComponentType }>;

const productsPage = page(() => import('../pages/ProductsPage/ProductsPage'), 'ProductsPage');

/**
 * The page that draws each path of @shop/rules' route table, which the server also reads (its page
 * list, page heads, 404s): a path added to the table without a page here, or a page for a path the
 * table lacks, fails the typecheck.
 */
const pages: Record<ShopPath, LazyPage> = {
  [HOME_PATH]: page(() => import('../pages/HomePage/HomePage'), 'HomePage'),
  '/products': productsPage,
  '/products/search': productsPage,
  '/products/:slug': page(() => import('../pages/ProductPage/ProductPage'), 'ProductPage'),
  '/category/:categoryName': page(() => import('../pages/CategoryPage/CategoryPage'), 'CategoryPage'),
  '/gallery': page(() => import('../pages/GalleryPage/GalleryPage'), 'GalleryPage'),
  '/about': page(() => import('../pages/AboutPage/AboutPage'), 'AboutPage'),
  '/contact': page(() => import('../pages/ContactPage/ContactPage'), 'ContactPage'),
  '/blogs': page(() => import('../pages/BlogsPage/BlogsPage'), 'BlogsPage'),
  '/blogs/:id': page(() => import('../pages/BlogPage/BlogPage'), 'BlogPage'),
  '/privacy-policy': page(() => import('../pages/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  '/terms': page(() => import('../pages/legal/TermsPage'), 'TermsPage'),
  '/return-policy': page(() => import('../pages/legal/ReturnPolicyPage'), 'ReturnPolicyPage'),
  '/offers': page(() => import('../pages/OffersPage/OffersPage'), 'OffersPage'),
  '/faqs': page(() => import('../pages/FaqsPage/FaqsPage'), 'FaqsPage'),
  '/seller-details': page(() => import('../pages/SellerDetailsPage/SellerDetailsPage'), 'SellerDetailsPage'),
  '/services': page(() => import('../pages/ServicesPage/ServicesPage'), 'ServicesPage'),
  '/signup': page(() => import('../pages/SignupPage/SignupPage'), 'SignupPage'),
  '/cart': page(() => import('../pages/CartPage/CartPage'), 'CartPage'),
  '/confirm-order/:token': page(() => import('../pages/ConfirmOrderPage/ConfirmOrderPage'), 'ConfirmOrderPage'),
  '/unsubscribe/:token': page(() => import('../pages/UnsubscribePage/UnsubscribePage'), 'UnsubscribePage'),
  '/complaint': page(() => import('../pages/ComplaintPage/ComplaintPage'), 'ComplaintPage'),
  '/complaint/:token': page(() => import('../pages/ComplaintStatusPage/ComplaintStatusPage'), 'ComplaintStatusPage'),
  '/request-quote': page(() => import('../pages/RequestQuotePage/RequestQuotePage'), 'RequestQuotePage'),
  '/quotes/:number': page(() => import('../pages/QuotePage/QuotePage'), 'QuotePage'),
  '/account': page(() => import('../pages/account/home/AccountHomePage'), 'AccountHomePage'),
  '/account/manage-account': page(() => import('../pages/account/manage-account/ManageAccountPage'), 'ManageAccountPage'),
  '/account/manage-address': page(() => import('../pages/account/manage-address/ManageAddressPage'), 'ManageAddressPage'),
  '/account/manage-payment-methods': page(
    () => import('../pages/account/payment-methods/ManagePaymentMethodsPage'),
    'ManagePaymentMethodsPage',
  ),
  '/book-survey': page(() => import('../pages/BookSurveyPage/BookSurveyPage'), 'BookSurveyPage'),
  '/account/bookings': page(() => import('../pages/account/bookings/MyBookingsPage'), 'MyBookingsPage'),
  '/wishlist': page(() => import('../pages/WishlistPage/WishlistPage'), 'WishlistPage'),
  '/my-reviews': page(() => import('../pages/MyReviewsPage/MyReviewsPage'), 'MyReviewsPage'),
  '/orders': page(() => import('../pages/OrdersPage/OrdersPage'), 'OrdersPage'),
  '/checkout': page(() => import('../pages/CheckoutPage/CheckoutPage'), 'CheckoutPage'),
  '/account/quotes': page(() => import('../pages/account/quotes/MyQuotesPage'), 'MyQuotesPage'),
  '/order-detail/:encryptedId': page(() => import('../pages/OrderDetailPage/OrderDetailPage'), 'OrderDetailPage'),
  '/add-review/:orderId/:productId': page(() => import('../pages/AddReviewPage/AddReviewPage'), 'AddReviewPage'),
};

/** Fetches the code of the page the route table draws at `routePath`, as the router does when it moves there. */
export function loadPageCode(routePath: string): void {
  // A failed fetch is the router's to report if the shopper does go there.
  (pages as Partial<Record<string, LazyPage>>)[routePath]?.().catch(() => undefined);
}

/** The route of one table entry, its path relative to the pathless layouts above it. */
function pageRoute(path: ShopPath): RouteObject {
  return path === HOME_PATH ? { index: true, lazy: pages[path] } : { path: path.slice(1), lazy: pages[path] };
}

const signedOutRoutes = SHOP_ROUTES.filter((route) => route.kind !== 'guarded').map((route) => pageRoute(route.path));
const guardedRoutes = SHOP_ROUTES.filter((route) => route.kind === 'guarded').map((route) => pageRoute(route.path));

/** The storefront's routes: the browser's router (main.tsx) and the server renderer (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Pathless: holds the route loader for every page below it, and catches
        // their errors inside the shell so the header stays usable.
        id: ROUTE_LOADER_ID,
        ErrorBoundary: RouteErrorPage,
        loader: waitForRouteLoader,
        shouldRevalidate: onPathChange,
        children: [
          ...signedOutRoutes,
          // The table's guarded pages: without a stored token RequireSignIn sends the visitor to /signup,
          // and the login brings them back.
          { Component: RequireSignIn, children: guardedRoutes },
          // The product brief's loading-indicator page, inside the running app only: the server answers
          // it as no page of the shop (404), since a crawler or a first visit has nothing to see there.
          { path: 'loader', Component: PageLoader },
          { path: '*', lazy: page(() => import('../pages/NotFoundPage/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
