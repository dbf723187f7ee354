/**
 * Convenience entry. Apps should prefer the per-component entries
 * (`@shop/ui/Button`) so a page only pulls in the CSS of what it renders.
 */
export * from './theme';
export { sprinkles, type Sprinkles, type ResponsiveValue } from './styles/sprinkles.css';
export { gridTemplates, type GridTemplate } from './styles/gridTemplates';
export { focusRing } from './styles/focusRing.css';
export { visuallyHidden } from './styles/visuallyHidden.css';
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Grid';
export * from './components/Container';
export * from './components/Heading';
export * from './components/Text';
export * from './components/Prose';
export * from './components/AmountList';
export * from './components/BarChart';
export * from './components/Surface';
export * from './components/PageHeader';
export * from './components/SectionHeader';
export * from './components/Icon';
export * from './components/Button';
export * from './components/LinkButton';
export * from './components/Spinner';
export * from './components/Price';
export * from './components/Rating';
export * from './components/RatingInput';
export * from './components/ProductCard';
export * from './components/OrderBadge';
export * from './components/EmptyState';
export * from './components/LoadFailed';
export * from './components/ErrorState';
export * from './components/StatusTimeline';
export * from './components/AddressCard';
export * from './components/ReviewItem';
export * from './components/MessageThread';
export * from './components/DataTable';
export * from './components/Pagination';
export * from './components/FormGrid';
export * from './components/FieldGroup';
export * from './components/MoneyField';
export * from './components/ImageListEditor';
export * from './components/FormErrorSummary';
export * from './components/RouteAnnouncer';
export * from './components/AdminShell';
export * from './components/ValueDiff';
