export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
