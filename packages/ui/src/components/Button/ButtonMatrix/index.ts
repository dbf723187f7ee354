export { ButtonMatrix } from './ButtonMatrix';
