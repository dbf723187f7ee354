export { MinusIcon, PlusIcon } from './StepIcons';
