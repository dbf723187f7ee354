import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { RequireSignIn } from '../features/session';
import { RouteErrorPage } from '../pages/RouteErrorPage/RouteErrorPage';
import { RootLayout } from './RootLayout/RootLayout';
import { onPathChange, waitForRouteLoader } from './routeLoader';

/**
 * Each page is its own chunk, fetched while the route loader shows (or, for the page the server
 * rendered, before hydrating: main.tsx). Pages
 * fetch their own data through the api-client hooks: a router-level prefetch
 * was tried and dropped, because a failed prefetch is retried when the page
 * subscribes, and the shopper then sees the error alert twice.
 */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

const productsPage = page(() => import('../pages/ProductsPage/ProductsPage'), 'ProductsPage');

/** The one route table: the browser's router (main.tsx) and the server renderer (entry-server.tsx) share it. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Pathless: holds the route loader for every page below it, and catches
        // their errors inside the shell so the header stays usable.
        ErrorBoundary: RouteErrorPage,
        loader: waitForRouteLoader,
        shouldRevalidate: onPathChange,
        HydrateFallback: PageLoader,
        children: [
          { index: true, lazy: page(() => import('../pages/HomePage/HomePage'), 'HomePage') },
          { path: 'products', lazy: productsPage },
          { path: 'products/search', lazy: productsPage },
          { path: 'products/:slug', lazy: page(() => import('../pages/ProductPage/ProductPage'), 'ProductPage') },
          { path: 'category/:categoryName', lazy: page(() => import('../pages/CategoryPage/CategoryPage'), 'CategoryPage') },
          { path: 'gallery', lazy: page(() => import('../pages/GalleryPage/GalleryPage'), 'GalleryPage') },
          { path: 'about', lazy: page(() => import('../pages/AboutPage/AboutPage'), 'AboutPage') },
          { path: 'contact', lazy: page(() => import('../pages/ContactPage/ContactPage'), 'ContactPage') },
          { path: 'blogs', lazy: page(() => import('../pages/BlogsPage/BlogsPage'), 'BlogsPage') },
          // The product brief names this parameter id, but it holds the blog's slug.
          { path: 'blogs/:id', lazy: page(() => import('../pages/BlogPage/BlogPage'), 'BlogPage') },
          { path: 'privacy-policy', lazy: page(() => import('../pages/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage') },
          { path: 'terms', lazy: page(() => import('../pages/legal/TermsPage'), 'TermsPage') },
          { path: 'return-policy', lazy: page(() => import('../pages/legal/ReturnPolicyPage'), 'ReturnPolicyPage') },
          { path: 'offers', lazy: page(() => import('../pages/OffersPage/OffersPage'), 'OffersPage') },
          { path: 'faqs', lazy: page(() => import('../pages/FaqsPage/FaqsPage'), 'FaqsPage') },
          { path: 'signup', lazy: page(() => import('../pages/SignupPage/SignupPage'), 'SignupPage') },
          { path: 'cart', lazy: page(() => import('../pages/CartPage/CartPage'), 'CartPage') },
          {
            // The signed-in pages: without a stored token RequireSignIn sends the visitor to /signup,
            // and the login brings them back. Every path here is in features/session/guardedPaths.ts,
            // which already lists the purchase-flow pages (/orders, /order-detail/:encryptedId,
            // /checkout, /add-review/:orderId/:productId, /my-reviews): they join this group.
            Component: RequireSignIn,
            children: [
              { path: 'account', lazy: page(() => import('../pages/account/home/AccountHomePage'), 'AccountHomePage') },
              {
                path: 'account/manage-account',
                lazy: page(() => import('../pages/account/manage-account/ManageAccountPage'), 'ManageAccountPage'),
              },
              {
                path: 'account/manage-address',
                lazy: page(() => import('../pages/account/manage-address/ManageAddressPage'), 'ManageAddressPage'),
              },
              {
                path: 'account/manage-payment-methods',
                lazy: page(() => import('../pages/account/payment-methods/ManagePaymentMethodsPage'), 'ManagePaymentMethodsPage'),
              },
              { path: 'wishlist', lazy: page(() => import('../pages/WishlistPage/WishlistPage'), 'WishlistPage') },
              { path: 'checkout', lazy: page(() => import('../pages/CheckoutPage/CheckoutPage'), 'CheckoutPage') },
              { path: 'orders', lazy: page(() => import('../pages/OrdersPage/OrdersPage'), 'OrdersPage') },
              {
                path: 'order-detail/:encryptedId',
                lazy: page(() => import('../pages/OrderDetailPage/OrderDetailPage'), 'OrderDetailPage'),
              },
              {
                path: 'add-review/:orderId/:productId',
                lazy: page(() => import('../pages/AddReviewPage/AddReviewPage'), 'AddReviewPage'),
              },
              { path: 'my-reviews', lazy: page(() => import('../pages/MyReviewsPage/MyReviewsPage'), 'MyReviewsPage') },
            ],
          },
          { path: 'loader', Component: PageLoader },
          { path: '*', lazy: page(() => import('../pages/NotFoundPage/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
