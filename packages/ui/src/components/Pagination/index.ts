export { Pagination, type PaginationProps } from './Pagination';
export { PageSizeSelect, type PageSizeSelectProps } from './PageSizeSelect/PageSizeSelect';
