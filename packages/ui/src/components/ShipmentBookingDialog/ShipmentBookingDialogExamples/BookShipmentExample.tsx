import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from '../../Button';
import { ShipmentBookingDialog, type ShipmentBookingDialogProps } from '../ShipmentBookingDialog';
import { sampleParcel, sampleQuotes } from './sampleQuotes';

/** How the stand-in aggregator answers each booking in turn: booked, broken off, or never. */
type AggregatorAnswer = 'booked' | 'broke-off' | 'hang';

export interface BookShipmentExampleProps extends Partial<Omit<ShipmentBookingDialogProps, 'onBook'>> {
  answers?: AggregatorAnswer[];
  onBook?: (courierId: string) => void;
}

/**
 * The order page's "Book shipment" button and its dialog, against a stand-in aggregator that answers
 * after half a second; a broken-off booking gives the aggregator's words. Stories only.
 */
export function BookShipmentExample({ answers = ['booked'], onBook, ...props }: BookShipmentExampleProps) {
  const [tries, setTries] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);

  const book = async (courierId: string) => {
    onBook?.(courierId);
    const answer = answers[Math.min(tries, answers.length - 1)];
    setTries((count) => count + 1);
    if (answer === 'hang') return new Promise<void>(() => {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (answer === 'broke-off') {
      setError('AWB assigned, but the pickup request timed out.');
      throw new Error('503');
    }
    setError(undefined);
  };

  return (
    <DialogTrigger>
      <Button variant="secondary">Book shipment</Button>
      <ShipmentBookingDialog
        orderNumber={1042}
        quotes={sampleQuotes}
        recommendedId="dlv-surface"
        recommendation="cheapest"
        parcel={sampleParcel}
        error={error}
        {...props}
        onBook={book}
      />
    </DialogTrigger>
  );
}
