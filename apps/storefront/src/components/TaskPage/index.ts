export { TaskPage } from './TaskPage';
export { ReadingColumn } from './ReadingColumn';
