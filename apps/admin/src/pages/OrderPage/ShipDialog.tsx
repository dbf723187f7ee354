import { useShipOrderMutation, type AdminOrder } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Dialog, Modal } from '@shop/ui/Modal';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { ordersCopy } from '../../copy/orders';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = ordersCopy.ship;
const FIELDS = ['courier', 'tracking_number', 'tracking_url', 'version', 'delivery_status'] as const;

interface ShipDialogProps {
  order: AdminOrder;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Courier, tracking number and (optionally) the courier's https page for the parcel. The server
 * checks them all; its messages appear under the fields, and a refused move (someone else moved the
 * order) in the summary at the top.
 */
export function ShipDialog({ order, isOpen, onClose }: ShipDialogProps) {
  const [ship, { isLoading }] = useShipOrderMutation();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const formId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={copy.title(order.id)}
        closeLabel={copy.cancel}
        footer={
          <>
            <Button slot="close" variant="secondary" size="lg">
              {copy.cancel}
            </Button>
            <Button type="submit" form={formId} size="lg" isPending={isLoading} pendingLabel={copy.pending}>
              {copy.submit}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, FIELDS)}>
          <Stack gap="4">
            {problem && (
              <FormErrorSummary
                title={copy.problem}
                detail={problem.detail}
                errors={problem.errors}
                fieldLabels={{ courier: copy.courier, tracking_number: copy.trackingNumber, tracking_url: copy.trackingUrl }}
              />
            )}
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
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
