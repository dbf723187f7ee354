export { CartIcon } from './CartIcon';
