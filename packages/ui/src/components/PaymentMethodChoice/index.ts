export {
  PaymentMethodChoice,
  type PaymentMethodChoiceProps,
  type PaymentMethod,
  type CashOnDeliveryOffer,
  type CodUnavailableReason,
  type PaymentMethodLabels,
} from './PaymentMethodChoice';
