import type { ShopPath } from '@shop/rules';

/**
 * The module under src/pages that draws each path of @shop/rules' route table, named after the component it
 * exports. Plain data, so the build reads it too (vite.config.ts): it writes down which chunks each path's page
 * needs, and the server names them in the page it sends, so the browser fetches them beside the shop's script
 * rather than after it (build/pageChunks.ts). A path the table lacks, or one left out here, fails the typecheck.
 */
export const PAGE_MODULES: Record<ShopPath, string> = {
  '/': 'HomePage/HomePage',
  '/products': 'ProductsPage/ProductsPage',
  '/products/search': 'ProductsPage/ProductsPage',
  '/products/:slug': 'ProductPage/ProductPage',
  '/category/:categoryName': 'CategoryPage/CategoryPage',
  '/gallery': 'GalleryPage/GalleryPage',
  '/about': 'AboutPage/AboutPage',
  '/contact': 'ContactPage/ContactPage',
  '/blogs': 'BlogsPage/BlogsPage',
  '/blogs/:id': 'BlogPage/BlogPage',
  '/privacy-policy': 'legal/PrivacyPolicyPage',
  '/terms': 'legal/TermsPage',
  '/return-policy': 'legal/ReturnPolicyPage',
  '/offers': 'OffersPage/OffersPage',
  '/faqs': 'FaqsPage/FaqsPage',
  '/seller-details': 'SellerDetailsPage/SellerDetailsPage',
  '/services': 'ServicesPage/ServicesPage',
  '/signup': 'SignupPage/SignupPage',
  '/cart': 'CartPage/CartPage',
  '/confirm-order/:token': 'ConfirmOrderPage/ConfirmOrderPage',
  '/unsubscribe/:token': 'UnsubscribePage/UnsubscribePage',
  '/complaint': 'ComplaintPage/ComplaintPage',
  '/complaint/:token': 'ComplaintStatusPage/ComplaintStatusPage',
  '/request-quote': 'RequestQuotePage/RequestQuotePage',
  '/quotes/:number': 'QuotePage/QuotePage',
  '/account': 'account/home/AccountHomePage',
  '/account/manage-account': 'account/manage-account/ManageAccountPage',
  '/account/manage-address': 'account/manage-address/ManageAddressPage',
  '/account/manage-payment-methods': 'account/payment-methods/ManagePaymentMethodsPage',
  '/book-survey': 'BookSurveyPage/BookSurveyPage',
  '/account/bookings': 'account/bookings/MyBookingsPage',
  '/wishlist': 'WishlistPage/WishlistPage',
  '/my-reviews': 'MyReviewsPage/MyReviewsPage',
  '/orders': 'OrdersPage/OrdersPage',
  '/checkout': 'CheckoutPage/CheckoutPage',
  '/account/quotes': 'account/quotes/MyQuotesPage',
  '/order-detail/:encryptedId': 'OrderDetailPage/OrderDetailPage',
  '/add-review/:orderId/:productId': 'AddReviewPage/AddReviewPage',
};

/** The component a page module exports, named after its file (`CartPage/CartPage` exports `CartPage`). */
export function pageComponentName(module: string): string {
  return module.slice(module.lastIndexOf('/') + 1);
}
