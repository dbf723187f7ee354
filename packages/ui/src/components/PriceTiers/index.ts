export { PriceTiers, type PriceTier, type PriceTiersProps } from './PriceTiers';
