import { vars } from '../../../theme/contract.css';
import * as styles from './ModalExamples.css';

/** A drawn strip of bird spikes, standing in for the product photo in stories. */
function SpikesIllustration() {
  const spikes = Array.from({ length: 9 }, (_, i) => 40 + i * 40);
  return (
    <svg className={styles.productImage} viewBox="0 0 400 300" role="img" aria-label="Polycarbonate bird spikes on a ledge">
      <rect x="20" y="210" width="360" height="26" rx="6" style={{ fill: vars.color.bg.pressed }} />
      <rect x="30" y="196" width="340" height="16" rx="4" style={{ fill: vars.color.border.control }} />
      {spikes.map((x) => (
        <g key={x} style={{ stroke: vars.color.text.muted }} strokeWidth="3" strokeLinecap="round">
          <line x1={x} y1="198" x2={x - 14} y2="92" />
          <line x1={x} y1="198" x2={x} y2="80" />
          <line x1={x} y1="198" x2={x + 14} y2="92" />
        </g>
      ))}
    </svg>
  );
}

/** The full-screen product dialog's content (image left, details right, description beneath). Story-only. */
export function ProductDetailsExample() {
  return (
    <>
      <div className={styles.product}>
        <SpikesIllustration />
        <div className={styles.productDetails}>
          <h3 className={styles.productTitle}>Polycarbonate Bird Spikes, 10 ft pack</h3>
          <p className={styles.text}>UV-stabilised spikes that stop pigeons landing on ledges, parapets and signboards.</p>
          <div className={styles.priceRow}>
            <span className={styles.price}>Rs.1,499/-</span>
            <span className={styles.mrp}>
              M.R.P <s>Rs.2,499/-</s>
            </span>
          </div>
          <ul className={styles.bullets}>
            <li>Harmless: blunt tips deter birds without hurting them</li>
            <li>Weatherproof polycarbonate, rated for 10 years outdoors</li>
            <li>Fixes with glue or screws; no tools beyond a drill</li>
            <li>Covers 10 running feet of ledge</li>
          </ul>
        </div>
      </div>
      <section className={styles.description} aria-labelledby="product-description">
        <h3 id="product-description" className={styles.sectionTitle}>
          Description
        </h3>
        <p className={styles.text}>
          Each spike strip has a flexible base that follows curved ledges and pipes. The spikes are spaced so that
          pigeons and crows cannot find room to land, while the gaps let rain and dust wash through.
        </p>
      </section>
    </>
  );
}
