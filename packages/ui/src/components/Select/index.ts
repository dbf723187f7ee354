export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select';
export type { Key } from 'react-aria-components/Select';
