import { addressCardWords as addressCard } from '../components/AddressCard/addressCardWords.hi';
import { alertDialogWords as alertDialog } from '../components/AlertDialog/alertDialogWords.hi';
import { announcementBarWords as announcementBar } from '../components/AnnouncementBar/announcementBarWords.hi';
import { breadcrumbsWords as breadcrumbs } from '../components/Breadcrumbs/breadcrumbsWords.hi';
import { carouselWords as carousel } from '../components/Carousel/carouselWords.hi';
import { closeButtonWords as closeButton } from '../components/Modal/CloseButton/closeButtonWords.hi';
import { codConfirmationWords as codConfirmation } from '../components/CodConfirmation/codConfirmationWords.hi';
import { couponBoxWords as couponBox } from '../components/CouponBox/couponBoxWords.hi';
import { deliveryProblemChoiceWords as deliveryProblemChoice } from '../components/DeliveryProblemChoice/deliveryProblemChoiceWords.hi';
import { formErrorSummaryWords as formErrorSummary } from '../components/FormErrorSummary/formErrorSummaryWords.hi';
import { lightboxWords as lightbox } from '../components/Lightbox/lightboxWords.hi';
import { loaderOverlayWords as loaderOverlay } from '../components/LoaderOverlay/loaderOverlayWords.hi';
import { loadFailedWords as loadFailed } from '../components/LoadFailed/loadFailedWords.hi';
import { messagingOptInWords as messagingOptIn } from '../components/MessagingOptIn/messagingOptInWords.hi';
import { otpInputWords as otpInput } from '../components/OtpInput/otpInputWords.hi';
import { paginationWords as pagination } from '../components/Pagination/paginationWords.hi';
import { photoPickerWords as photoPicker } from '../components/PhotoPicker/photoPickerWords.hi';
import { pincodeBoxWords as pincodeBox } from '../components/PincodeBox/pincodeBoxWords.hi';
import { priceWords as price } from '../components/Price/priceWords.hi';
import { productCardWords as productCard } from '../components/ProductCard/productCardWords.hi';
import { quantityStepperWords as quantityStepper } from '../components/QuantityStepper/quantityStepperWords.hi';
import { ratingWords as rating } from '../components/Rating/ratingWords.hi';
import { ratingInputWords as ratingInput } from '../components/RatingInput/ratingInputWords.hi';
import { reviewItemWords as reviewItem } from '../components/ReviewItem/reviewItemWords.hi';
import { searchFieldWords as searchField } from '../components/SearchField/searchFieldWords.hi';
import { statusTimelineWords as statusTimeline } from '../components/StatusTimeline/statusTimelineWords.hi';
import { toastWords as toast } from '../components/Toast/toastWords.hi';
import type { UiWords } from './UiWords';

/**
 * Every word the design system writes itself, in Hindi: each component's `.hi.ts` words, for a provider (Storybook's
 * language toolbar). The storefront's Hindi build does not need them here: it takes each `.hi.ts` module in place of
 * its English one.
 */
export const hindiUiWords: UiWords = {
  addressCard,
  alertDialog,
  announcementBar,
  breadcrumbs,
  carousel,
  closeButton,
  codConfirmation,
  couponBox,
  deliveryProblemChoice,
  formErrorSummary,
  lightbox,
  loaderOverlay,
  loadFailed,
  messagingOptIn,
  otpInput,
  pagination,
  photoPicker,
  pincodeBox,
  price,
  productCard,
  quantityStepper,
  rating,
  ratingInput,
  reviewItem,
  searchField,
  statusTimeline,
  toast,
};
