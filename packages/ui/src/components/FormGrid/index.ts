export { FormGrid, FormGridItem, type FormGridProps, type FormGridItemProps } from './FormGrid';
