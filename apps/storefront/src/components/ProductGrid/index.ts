export { ProductGrid } from './ProductGrid';
export { ShopProductCardWhenSeen } from './ShopProductCard';
export { ProductsLoadFailed } from './ProductsLoadFailed';
export { useAddToCart } from './useAddToCart';
