export { BookingSummary, HoldTimeLeft, type BookingSummaryProps, type HoldTimeLeftProps } from './BookingSummary';
