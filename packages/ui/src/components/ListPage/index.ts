export { ListPage, type ListPageProps, type ListPaging } from './ListPage';
