export {
  DeliveryProblemChoice,
  type DeliveryProblemAnswer,
  type DeliveryProblemChoiceLabels,
  type DeliveryProblemChoiceProps,
  type DeliveryProblemFieldErrors,
  type DeliveryProblemStatus,
} from './DeliveryProblemChoice';
