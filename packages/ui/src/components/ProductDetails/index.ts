export { ProductDetails, type ProductDetail, type ProductDetailsProps } from './ProductDetails';
