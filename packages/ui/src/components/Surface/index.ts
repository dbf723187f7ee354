export { Surface, type SurfaceProps, type SurfaceVariant, type SurfacePadding } from './Surface';
