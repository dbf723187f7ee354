export { FormErrorSummary, type FormErrorSummaryProps, type ServerFieldErrors } from './FormErrorSummary';
export { findFieldControl } from './findFieldControl';
