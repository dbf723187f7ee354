export { ListingPagination } from './ListingPagination';
