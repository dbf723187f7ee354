export { SelectionCheckbox } from './SelectionCheckbox';
