export { sortOptions, type SortKey } from './sortOptions';
