export { NativeSelect, type NativeSelectProps, type NativeSelectOption } from './NativeSelect';
