import { useShipOrderMutation, type AdminOrder } from '@shop/api-client/admin';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = ordersCopy.ship;
const FIELDS = ['courier', 'tracking_number', 'tracking_url', 'version', 'delivery_status'] as const;

interface ShipDialogProps {
  order: AdminOrder;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Ship by hand, for a parcel sent outside the courier aggregator: courier, tracking number and (optionally)
 * the courier's https page. The server checks them all; its messages appear under the fields, and a refused
 * move (someone else moved the order) in the summary at the top.
 */
export function ShipDialog({ order, isOpen, onClose }: ShipDialogProps) {
  const [ship, { isLoading }] = useShipOrderMutation();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async () => {
    setProblem(null);
    const result = await ship({
      id: order.id,
      orderShipment: { version: order.version, courier: courier.trim(), tracking_number: trackingNumber.trim(), ...(trackingUrl.trim() ? { tracking_url: trackingUrl.trim() } : {}) },
    });
    if ('error' in result) {
      setProblem(serverProblem(result.error, ordersCopy.actions));
      return;
    }
    notify.success(ordersCopy.actions.done.shipped);
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      words={{ ...copy, title: copy.title(order.id) }}
      intro={<Text tone="muted">{ordersCopy.actions.shipByHandHint}</Text>}
      onSubmit={submit}
      isPending={isLoading}
      problem={problem}
      fields={FIELDS}
      fieldLabels={{ courier: copy.courier, tracking_number: copy.trackingNumber, tracking_url: copy.trackingUrl }}
    >
      <TextField name="courier" label={copy.courier} isRequired maxLength={100} autoFocus value={courier} onChange={setCourier} />
      <TextField name="tracking_number" label={copy.trackingNumber} isRequired maxLength={100} value={trackingNumber} onChange={setTrackingNumber} />
      <TextField
        name="tracking_url"
        label={copy.trackingUrl}
        description={copy.trackingUrlHint}
        type="url"
        inputMode="url"
        maxLength={500}
        placeholder="https://"
        value={trackingUrl}
        onChange={setTrackingUrl}
      />
    </FormDialog>
  );
}
