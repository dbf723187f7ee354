export { FieldLabel, FieldDescription, FieldErrorText, ErrorIcon, SuccessIcon, type FieldErrorMessage } from './FieldParts';
export * as fieldStyles from './FieldParts.css';
