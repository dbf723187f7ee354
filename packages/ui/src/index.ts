/**
 * Convenience entry. Apps should prefer the per-component entries
 * (`@shop/ui/Button`) so a page only pulls in the CSS of what it renders.
 */
export * from './theme';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css';
export { focusRing } from './styles/focusRing.css';
export { visuallyHidden } from './styles/visuallyHidden.css';
export * from './components/Button';
export * from './components/LinkButton';
export * from './components/Spinner';
export * from './components/Price';
export * from './components/Rating';
export * from './components/RatingInput';
export * from './components/ProductCard';
export * from './components/OrderBadge';
export * from './components/EmptyState';
export * from './components/StatusTimeline';
export * from './components/AddressCard';
export * from './components/ReviewItem';
export * from './components/DataTable';
export * from './components/Pagination';
export * from './components/FormGrid';
export * from './components/FieldGroup';
export * from './components/FormErrorSummary';
