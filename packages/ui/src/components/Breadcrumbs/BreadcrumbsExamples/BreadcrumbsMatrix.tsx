import * as layout from '../../../storybook/storyLayout.css';
import { cx } from '../../../utils/cx';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs';
import { ProductTrailExample } from './ProductTrailExample';

/** Short, long and squeezed trails for visual review. Stories only. */
export function BreadcrumbsMatrix() {
  return (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="crumbs-short">
        <h2 id="crumbs-short" className={layout.cardTitle}>
          Short
        </h2>
        <Breadcrumbs label="Breadcrumbs, short">
          <Breadcrumb href="/">Home</Breadcrumb>
          <Breadcrumb>Return &amp; Refund Policy</Breadcrumb>
        </Breadcrumbs>
      </section>
      <section className={layout.card} aria-labelledby="crumbs-product">
        <h2 id="crumbs-product" className={layout.cardTitle}>
          Product page
        </h2>
        <ProductTrailExample />
      </section>
      <section className={cx(layout.card, layout.wide)} aria-labelledby="crumbs-phone">
        <header className={layout.cardHeader}>
          <h2 id="crumbs-phone" className={layout.cardTitle}>
            Squeezed to 280 px
          </h2>
          <p className={layout.cardDescription}>The current page shortens first; the way back stays readable.</p>
        </header>
        <div style={{ width: 280, maxWidth: '100%' }}>
          <Breadcrumbs label="Breadcrumbs, squeezed">
            <Breadcrumb href="/">Home</Breadcrumb>
            <Breadcrumb href="/products">Products</Breadcrumb>
            <Breadcrumb href="/category/bird-spikes">Bird Spikes</Breadcrumb>
            <Breadcrumb>Polycarbonate Bird Spikes, 10 ft pack (UV stabilised)</Breadcrumb>
          </Breadcrumbs>
        </div>
      </section>
    </div>
  );
}
