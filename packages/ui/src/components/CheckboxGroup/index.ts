export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { Checkbox, type CheckboxProps } from '../Checkbox';
