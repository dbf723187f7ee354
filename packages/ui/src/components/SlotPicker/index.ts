export { SlotPicker, type SlotDay, type SlotPickerLabels, type SlotPickerProps } from './SlotPicker';
