import type { ReactNode } from 'react';
import * as layout from '../../../storybook/storyLayout.css';
import { cx } from '../../../utils/cx';
import { Button } from '../../Button';
import { Dialog } from '../Dialog';
import { AddressFieldsExample } from './AddressFieldsExample';
import { OrderSummaryExample } from './OrderSummaryExample';
import * as styles from './ModalExamples.css';
import { ProductDetailsExample } from './ProductDetailsExample';

interface PreviewProps {
  id: string;
  title: string;
  usage: string;
  isWide?: boolean;
  children: ReactNode;
}

function Preview({ id, title, usage, isWide, children }: PreviewProps) {
  return (
    <section className={cx(layout.card, isWide && layout.wide)} aria-labelledby={id}>
      <header className={layout.cardHeader}>
        <h2 id={id} className={layout.cardTitle}>
          {title}
        </h2>
        <p className={layout.cardDescription}>{usage}</p>
      </header>
      {children}
    </section>
  );
}

/**
 * Every size of dialog panel as it looks inside its Modal, laid out in place
 * for visual review (a real Modal covers the page, so only one fits a screenshot).
 * Stories only.
 */
export function ModalMatrix() {
  return (
    <div className={layout.page}>
      <Preview id="modal-sm" title="Small" usage="Short messages and confirmations. 28 rem wide.">
        <div className={styles.panel} style={{ maxWidth: '28rem' }}>
          <Dialog
            title="Email verified"
            footer={<Button slot="close">Continue</Button>}
          >
            <p className={styles.text}>Your account is ready. Sign in with your email address and password.</p>
          </Dialog>
        </div>
      </Preview>
      <Preview id="modal-md" title="Medium" usage="Forms: an address, a review, OTP entry. The default; 36 rem wide.">
        <div className={styles.panel} style={{ maxWidth: '36rem' }}>
          <Dialog
            title="Add New Address"
            footer={
              <>
                <Button slot="close" variant="secondary">
                  Cancel
                </Button>
                <Button>Save Address</Button>
              </>
            }
          >
            <AddressFieldsExample autoFocus={false} />
          </Dialog>
        </div>
      </Preview>
      <Preview id="modal-lg" isWide title="Large" usage="Rich content such as order details. 52 rem wide.">
        <div className={styles.panel} style={{ maxWidth: '52rem' }}>
          <Dialog title="Order #1042" footer={<Button slot="close" variant="secondary">Done</Button>}>
            <OrderSummaryExample />
          </Dialog>
        </div>
      </Preview>
      <Preview id="modal-fullscreen" isWide title="Full screen" usage="The product dialog: the whole viewport, header with title and close.">
        <div className={styles.viewportFrame}>
          <Dialog title="Quick view">
            <ProductDetailsExample />
          </Dialog>
        </div>
      </Preview>
    </div>
  );
}
