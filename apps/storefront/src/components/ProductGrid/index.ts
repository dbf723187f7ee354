export { ProductGrid } from './ProductGrid';
export { ShopProductCard } from './ShopProductCard';
export { ProductsLoadFailed } from './ProductsLoadFailed';
export { useAddToCart } from './useAddToCart';
