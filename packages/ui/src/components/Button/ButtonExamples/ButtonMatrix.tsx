import type { ReactNode } from 'react';
import * as layout from '../../../storybook/storyLayout.css';
import { Button } from '../Button';
import type { ButtonVariant } from '../Button.tokens';
import * as styles from './ButtonMatrix.css';

const variants: Array<{ variant: ButtonVariant; title: string; label: string; usage: string }> = [
  { variant: 'primary', title: 'Primary', label: 'Add to cart', usage: 'The one main action on a view.' },
  { variant: 'secondary', title: 'Secondary', label: 'Add to wishlist', usage: 'Alternatives next to the main action.' },
  { variant: 'ghost', title: 'Ghost', label: 'Edit address', usage: 'Low-emphasis actions in dense layouts.' },
  { variant: 'danger', title: 'Danger', label: 'Remove item', usage: 'Destructive actions, after a confirmation.' },
];

function Example({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={layout.example}>
      {children}
      <span className={layout.caption}>{caption}</span>
    </div>
  );
}

/** Every variant, size and state of Button, for the `All` story. Stories only. */
export function ButtonMatrix() {
  return (
    <div className={layout.page}>
      {variants.map(({ variant, title, label, usage }) => (
        <section key={variant} className={layout.card} aria-labelledby={`button-${variant}`}>
          <header className={layout.cardHeader}>
            <h2 id={`button-${variant}`} className={layout.cardTitle}>
              {title}
            </h2>
            <p className={layout.cardDescription}>{usage}</p>
          </header>
          <div className={layout.row}>
            <span className={layout.rowLabel}>Sizes</span>
            <div className={layout.examples}>
              {(['sm', 'md', 'lg'] as const).map((size) => (
                <Example key={size} caption={size}>
                  <Button variant={variant} size={size}>
                    {label}
                  </Button>
                </Example>
              ))}
            </div>
          </div>
          <div className={layout.row}>
            <span className={layout.rowLabel}>States</span>
            <div className={layout.examples}>
              <Example caption="Disabled">
                <Button variant={variant} isDisabled>
                  {label}
                </Button>
              </Example>
              <Example caption="Pending">
                <Button variant={variant} isPending>
                  {label}
                </Button>
              </Example>
              <Example caption="Pending, with label">
                <Button variant={variant} isPending pendingLabel="Saving…">
                  {label}
                </Button>
              </Example>
            </div>
          </div>
        </section>
      ))}
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="button-full-width">
        <header className={layout.cardHeader}>
          <h2 id="button-full-width" className={layout.cardTitle}>
            Full width
          </h2>
          <p className={layout.cardDescription}>The sticky buy bar on phones and narrow checkout columns.</p>
        </header>
        <div className={styles.productBar}>
          <div className={styles.productText}>
            <span className={styles.productName}>Polycarbonate bird spikes, 10 m</span>
            <span className={styles.productPrice}>₹1,499</span>
          </div>
          <Button variant="primary" size="lg" isFullWidth>
            Buy now
          </Button>
        </div>
      </section>
    </div>
  );
}
