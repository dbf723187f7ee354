import type { ReactNode } from 'react';
import * as layout from '../../../storybook/storyLayout.css';
import { ShipmentBookingPanel, type ShipmentBookingPanelProps } from '../ShipmentBookingPanel';
import { sampleParcel, sampleQuotes } from './sampleQuotes';
import * as styles from './ShipmentBookingMatrix.css';

type PanelProps = Omit<ShipmentBookingPanelProps, 'parcel' | 'orderNumber'>;

const base: PanelProps = {
  quotes: sampleQuotes,
  recommendedId: 'dlv-surface',
  recommendation: 'cheapest',
  isCashOnDelivery: false,
  isLoading: false,
  quotesError: undefined,
  onRetryQuotes: undefined,
  error: undefined,
  onBook: () => {},
};

/** The states of the booking dialog; the play function presses Book on the one marked `booking`. */
export const bookingStates: Array<{ id: string; title: string; usage: string; panel: PanelProps }> = [
  {
    id: 'booking-chosen',
    title: 'Recommended chosen',
    usage: 'The owner’s choice (cheapest or fastest) is chosen and marked when the dialog opens.',
    panel: base,
  },
  {
    id: 'booking-cod',
    title: 'Cash on delivery order',
    usage: 'A courier that does not collect cash cannot take it.',
    panel: { ...base, isCashOnDelivery: true },
  },
  {
    id: 'booking-pending',
    title: 'Booking',
    usage: 'Book shows progress; the choice, Cancel and Escape wait.',
    panel: { ...base, onBook: () => new Promise<void>(() => {}) },
  },
  {
    id: 'booking-broken-off',
    title: 'Broke off part way',
    usage: 'The aggregator’s words, and the promise that finishing books nothing twice.',
    panel: { ...base, error: 'AWB assigned, but the pickup request timed out.' },
  },
  {
    id: 'booking-loading',
    title: 'Asking for quotes',
    usage: 'While the aggregator answers.',
    panel: { ...base, quotes: [], recommendedId: null, isLoading: true },
  },
  {
    id: 'booking-none',
    title: 'No courier',
    usage: 'No courier serves this parcel to the customer’s pincode.',
    panel: { ...base, quotes: [], recommendedId: null },
  },
];

function Preview({ id, title, usage, children }: { id: string; title: string; usage: string; children: ReactNode }) {
  return (
    <section className={layout.card} aria-labelledby={id}>
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
 * Every state of the booking dialog's panel as it looks inside its Modal, laid out in place for visual
 * review (a real Modal covers the page, so only one would fit a screenshot). Stories only.
 */
export function ShipmentBookingMatrix() {
  return (
    <div className={layout.page}>
      {bookingStates.map(({ id, title, usage, panel }) => (
        <Preview key={id} id={id} title={title} usage={usage}>
          <div className={styles.panel}>
            <ShipmentBookingPanel {...panel} orderNumber={1042} parcel={sampleParcel} />
          </div>
        </Preview>
      ))}
    </div>
  );
}
