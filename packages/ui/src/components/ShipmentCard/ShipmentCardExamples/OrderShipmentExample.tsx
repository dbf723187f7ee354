import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from '../../Button';
import { Heading } from '../../Heading';
import { ShipmentBookingDialog } from '../../ShipmentBookingDialog';
import { sampleParcel, sampleQuotes } from '../../ShipmentBookingDialog/ShipmentBookingDialogExamples/sampleQuotes';
import { Surface } from '../../Surface';
import { Text } from '../../Text';
import { ShipmentCard, type ShipmentCardProps } from '../ShipmentCard';
import { bookedShipment } from './sampleShipments';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OrderShipmentExampleProps {
  /** The order's shipment as the page loads: none yet, or a booking the aggregator broke off. */
  initialShipment?: ShipmentCardProps | null;
  /** Whether the stand-in aggregator fails to finish a broken-off booking. */
  finishFails?: boolean;
}

/**
 * The back-office order page's shipment section against a stand-in aggregator that answers after half a
 * second: "Book shipment" until the order is booked, then the card, which takes focus because the button
 * that opened the dialog has gone. Stories only.
 */
export function OrderShipmentExample({ initialShipment = null, finishFails = false }: OrderShipmentExampleProps) {
  const [shipment, setShipment] = useState<ShipmentCardProps | null>(initialShipment);
  const [justBooked, setJustBooked] = useState(false);

  const book = async (courierId: string) => {
    await delay(500);
    const courierName = sampleQuotes.find((quote) => quote.id === courierId)?.name ?? null;
    setJustBooked(true);
    setShipment({ ...bookedShipment, courierName });
  };

  const finish = async () => {
    await delay(500);
    if (finishFails) {
      setShipment((current) => current && { ...current, error: 'The courier service did not answer.' });
      throw new Error('503');
    }
    setShipment((current) => current && { ...bookedShipment, courierName: current.courierName });
  };

  if (shipment) return <ShipmentCard {...shipment} onFinishBooking={finish} autoFocus={justBooked} />;
  return (
    <Surface as="section" aria-labelledby="shipment-title">
      <Heading level={2} size="lg" id="shipment-title">
        Shipment
      </Heading>
      <Text tone="muted">Not booked yet. Book it once the parcel is packed.</Text>
      <DialogTrigger>
        <Button>Book shipment</Button>
        <ShipmentBookingDialog
          orderNumber={1042}
          quotes={sampleQuotes}
          recommendedId="dlv-surface"
          recommendation="cheapest"
          parcel={sampleParcel}
          onBook={book}
        />
      </DialogTrigger>
    </Surface>
  );
}
