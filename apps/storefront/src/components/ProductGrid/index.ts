export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { ShopProductCard, type ShopProductCardProps } from './ShopProductCard';
export { ProductsLoadFailed, type ProductsLoadFailedProps } from './ProductsLoadFailed';
export { useAddToCart } from './useAddToCart';
