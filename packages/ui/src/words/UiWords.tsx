import { createContext, useContext, type ReactNode } from 'react';
import type { alertDialogWords } from '../components/AlertDialog/alertDialogWords';
import type { announcementBarWords } from '../components/AnnouncementBar/announcementBarWords';
import type { breadcrumbsWords } from '../components/Breadcrumbs/breadcrumbsWords';
import type { carouselWords } from '../components/Carousel/carouselWords';
import type { CodConfirmationLabels } from '../components/CodConfirmation/codConfirmationWords';
import type { couponBoxWords } from '../components/CouponBox/couponBoxWords';
import type { DeliveryProblemChoiceLabels } from '../components/DeliveryProblemChoice/deliveryProblemChoiceWords';
import type { formErrorSummaryWords } from '../components/FormErrorSummary/formErrorSummaryWords';
import type { lightboxWords } from '../components/Lightbox/lightboxWords';
import type { loadFailedWords } from '../components/LoadFailed/loadFailedWords';
import type { loaderOverlayWords } from '../components/LoaderOverlay/loaderOverlayWords';
import type { MessagingOptInLabels } from '../components/MessagingOptIn/messagingOptInWords';
import type { closeButtonWords } from '../components/Modal/CloseButton/closeButtonWords';
import type { paginationWords } from '../components/Pagination/paginationWords';
import type { pincodeBoxWords } from '../components/PincodeBox/pincodeBoxWords';
import type { priceWords } from '../components/Price/priceWords';
import type { productCardWords } from '../components/ProductCard/productCardWords';
import type { quantityStepperWords } from '../components/QuantityStepper/quantityStepperWords';
import type { ratingWords } from '../components/Rating/ratingWords';
import type { searchFieldWords } from '../components/SearchField/searchFieldWords';
import type { addressCardWords } from '../components/AddressCard/addressCardWords';
import type { otpInputWords } from '../components/OtpInput/otpInputWords';
import type { PhotoPickerLabels } from '../components/PhotoPicker/photoPickerWords';
import type { ratingInputWords } from '../components/RatingInput/ratingInputWords';
import type { reviewItemWords } from '../components/ReviewItem/reviewItemWords';
import type { statusTimelineWords } from '../components/StatusTimeline/statusTimelineWords';
import type { toastWords } from '../components/Toast/toastWords';
import type { Words } from './Words';

/**
 * Every word the design system writes itself (a button's name, a landmark's, a panel's sentences), by component.
 * Each component keeps its English in a words module beside it (`Carousel/carouselWords.ts`), so a page carries the
 * words of what it shows and no more; the storefront's Hindi build takes each module's `.hi.ts` sibling instead.
 * A provider replaces them at run time (Storybook's language toolbar); a component's own prop wins over both.
 */
export interface UiWords {
  addressCard: Words<typeof addressCardWords>;
  alertDialog: Words<typeof alertDialogWords>;
  announcementBar: Words<typeof announcementBarWords>;
  breadcrumbs: Words<typeof breadcrumbsWords>;
  carousel: Words<typeof carouselWords>;
  closeButton: Words<typeof closeButtonWords>;
  codConfirmation: CodConfirmationLabels;
  couponBox: Words<typeof couponBoxWords>;
  deliveryProblemChoice: DeliveryProblemChoiceLabels;
  formErrorSummary: Words<typeof formErrorSummaryWords>;
  lightbox: Words<typeof lightboxWords>;
  loaderOverlay: Words<typeof loaderOverlayWords>;
  loadFailed: Words<typeof loadFailedWords>;
  messagingOptIn: MessagingOptInLabels;
  otpInput: Words<typeof otpInputWords>;
  pagination: Words<typeof paginationWords>;
  photoPicker: PhotoPickerLabels;
  pincodeBox: Words<typeof pincodeBoxWords>;
  price: Words<typeof priceWords>;
  productCard: Words<typeof productCardWords>;
  quantityStepper: Words<typeof quantityStepperWords>;
  rating: Words<typeof ratingWords>;
  ratingInput: Words<typeof ratingInputWords>;
  reviewItem: Words<typeof reviewItemWords>;
  searchField: Words<typeof searchFieldWords>;
  statusTimeline: Words<typeof statusTimelineWords>;
  toast: Words<typeof toastWords>;
}

// Empty by default: without a provider each component uses the words module it imports (English, or the build's).
const UiWordsContext = createContext<Partial<UiWords>>({});

export interface UiWordsProviderProps {
  /** The words to use; a component missing here keeps its own. */
  words: Partial<UiWords>;
  children: ReactNode;
}

/** Gives the components below the words of another language (or the shop's own), at run time. */
export function UiWordsProvider({ words, children }: UiWordsProviderProps) {
  return <UiWordsContext.Provider value={words}>{children}</UiWordsContext.Provider>;
}

/**
 * A component's words: the provider's for it if there is one, else its own module's (`own`). One context read, no
 * formatting: cheap enough for every component of a public page.
 */
export function useUiWords<K extends keyof UiWords>(component: K, own: UiWords[K]): UiWords[K] {
  return useContext(UiWordsContext)[component] ?? own;
}
