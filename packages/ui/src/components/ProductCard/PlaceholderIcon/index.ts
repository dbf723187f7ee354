export { PlaceholderIcon } from './PlaceholderIcon';
