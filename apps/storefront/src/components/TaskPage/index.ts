export { TaskPage } from './TaskPage';
