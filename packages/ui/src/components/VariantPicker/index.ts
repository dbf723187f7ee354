export { VariantPicker, type VariantPickerProps, type ProductVariant } from './VariantPicker';
