export { FieldGroup, type FieldGroupProps } from './FieldGroup';
