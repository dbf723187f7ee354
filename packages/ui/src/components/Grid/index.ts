export { Grid, type GridProps } from './Grid';
export type { MinColumnWidth } from './Grid.css';
