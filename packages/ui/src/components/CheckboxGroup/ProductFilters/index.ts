export { ProductFilters } from './ProductFilters';
