import { addressCardWords as addressCard } from '../components/AddressCard/addressCardWords';
import { alertDialogWords as alertDialog } from '../components/AlertDialog/alertDialogWords';
import { announcementBarWords as announcementBar } from '../components/AnnouncementBar/announcementBarWords';
import { breadcrumbsWords as breadcrumbs } from '../components/Breadcrumbs/breadcrumbsWords';
import { carouselWords as carousel } from '../components/Carousel/carouselWords';
import { closeButtonWords as closeButton } from '../components/Modal/CloseButton/closeButtonWords';
import { codConfirmationWords as codConfirmation } from '../components/CodConfirmation/codConfirmationWords';
import { couponBoxWords as couponBox } from '../components/CouponBox/couponBoxWords';
import { deliveryProblemChoiceWords as deliveryProblemChoice } from '../components/DeliveryProblemChoice/deliveryProblemChoiceWords';
import { formErrorSummaryWords as formErrorSummary } from '../components/FormErrorSummary/formErrorSummaryWords';
import { lightboxWords as lightbox } from '../components/Lightbox/lightboxWords';
import { loaderOverlayWords as loaderOverlay } from '../components/LoaderOverlay/loaderOverlayWords';
import { loadFailedWords as loadFailed } from '../components/LoadFailed/loadFailedWords';
import { messagingOptInWords as messagingOptIn } from '../components/MessagingOptIn/messagingOptInWords';
import { otpInputWords as otpInput } from '../components/OtpInput/otpInputWords';
import { paginationWords as pagination } from '../components/Pagination/paginationWords';
import { photoPickerWords as photoPicker } from '../components/PhotoPicker/photoPickerWords';
import { pincodeBoxWords as pincodeBox } from '../components/PincodeBox/pincodeBoxWords';
import { priceWords as price } from '../components/Price/priceWords';
import { productCardWords as productCard } from '../components/ProductCard/productCardWords';
import { quantityStepperWords as quantityStepper } from '../components/QuantityStepper/quantityStepperWords';
import { ratingWords as rating } from '../components/Rating/ratingWords';
import { ratingInputWords as ratingInput } from '../components/RatingInput/ratingInputWords';
import { reviewItemWords as reviewItem } from '../components/ReviewItem/reviewItemWords';
import { searchFieldWords as searchField } from '../components/SearchField/searchFieldWords';
import { statusTimelineWords as statusTimeline } from '../components/StatusTimeline/statusTimelineWords';
import { toastWords as toast } from '../components/Toast/toastWords';
import type { UiWords } from './UiWords';

/** Every word the design system writes itself, in English: what its components say without a provider. */
export const englishUiWords: UiWords = {
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
