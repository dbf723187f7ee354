export {
  CodConfirmation,
  type CodConfirmationProps,
  type CodConfirmationStatus,
  type CodConfirmationItem,
  type CodConfirmationLabels,
} from './CodConfirmation';
