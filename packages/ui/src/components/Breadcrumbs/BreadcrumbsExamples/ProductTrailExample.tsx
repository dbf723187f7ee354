import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs';

/** Home › Products › Bird Spikes › (product): the product page's trail. Story-only. */
export function ProductTrailExample({ label }: { label?: string }) {
  return (
    <Breadcrumbs label={label}>
      <Breadcrumb href="/">Home</Breadcrumb>
      <Breadcrumb href="/products">Products</Breadcrumb>
      <Breadcrumb href="/category/bird-spikes">Bird Spikes</Breadcrumb>
      <Breadcrumb>Polycarbonate Bird Spikes, 10 ft pack (UV stabilised)</Breadcrumb>
    </Breadcrumbs>
  );
}
