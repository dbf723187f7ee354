import { errorStatus, type Order, ordersApi, type ShopApiError, useRequestReturnMutation, useUploadReturnPhotoMutation } from '@shop/api-client';
import { shownDetail, shownFieldProblems } from '../../features/errors';
import { formatRupees, paiseToRupees } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { ReturnRequestForm, type ReturnRequestFieldErrors, type ReturnRequestValue } from '@shop/ui/ReturnRequestForm';
import { ReturnStatus } from '@shop/ui/ReturnStatus';
import { Stack } from '@shop/ui/Stack';
import { useState } from 'react';
import { returnsCopy } from '../../copy/returns';
import { serverFieldErrors } from '../../features/forms/fieldErrors';
import { useAppDispatch } from '../../features/storeHooks';

/**
 * The order's returns and, while the window is open, the request (POST …/returns/, photos uploaded first). The order
 * the request answers replaces the page's. A refusal naming a field marks it; any other is said in the server's words.
 */
export function OrderReturns({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [requestReturn] = useRequestReturnMutation();
  const [uploadPhoto] = useUploadReturnPhotoMutation();
  const [isOpen, setOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ReturnRequestFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const returns = order.returns ?? [];
  const offer = order.return_offer ?? null;
  if (returns.length === 0 && !offer) return null;

  const send = async ({ lines, reason, resolution, note, photoIds }: ReturnRequestValue) => {
    setFieldErrors({});
    setRefusal(null);
    try {
      const answered = await requestReturn({
        id: order.id,
        returnRequest: { lines: lines.map((line) => ({ order_item_id: line.orderItemId, quantity: line.quantity })), reason, resolution, note, photo_ids: photoIds },
      }).unwrap();
      dispatch(ordersApi.util.upsertQueryData('getOrder', { id: order.id }, answered));
      setOpen(false);
    } catch (thrown) {
      const error = thrown as ShopApiError;
      const problems = shownFieldProblems(error);
      const named = serverFieldErrors(error, ['reason', 'resolution', 'note', 'photo_ids']);
      const lineProblem = problems.find(({ field }) => field.startsWith('lines'))?.message;
      setFieldErrors({ lines: lineProblem, reason: named.reason?.[0], resolution: named.resolution?.[0], note: named.note?.[0], photos: named.photo_ids?.[0] });
      const status = errorStatus(error);
      setRefusal(status !== undefined && status < 500 && problems.length === 0 ? (shownDetail(error) ?? null) : null);
      throw thrown;
    }
  };

  return (
    <Stack gap="4">
      {returns.map((each) => (
        <ReturnStatus
          key={each.id}
          value={{
            id: each.id,
            status: each.status,
            reason: each.reason,
            resolution: each.resolution,
            lines: each.lines.map((line) => ({ name: line.product_name, quantity: line.quantity, sellable: line.sellable, damaged: line.damaged })),
            requestedAt: each.requested_at,
            decisionReason: each.decision_reason,
            pickup: each.pickup
              ? {
                  method: each.pickup.method,
                  status: each.pickup.status,
                  courierName: each.pickup.courier_name,
                  awb: each.pickup.awb,
                  pickupDate: each.pickup.pickup_date,
                  pickedUpAt: each.pickup.picked_up_at,
                  arrivedAt: each.pickup.arrived_at,
                }
              : null,
            qualityNote: each.quality_note,
            refund: each.refund ? { amount: formatRupees(paiseToRupees(each.refund.amount_paise)), status: each.refund.status, creditNote: each.refund.credit_note_number } : null,
            replacementOrderId: each.replacement_order_id,
          }}
        />
      ))}
      {offer && !isOpen && (
        <div>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {returnsCopy.start}
          </Button>
        </div>
      )}
      {offer && isOpen && (
        <ReturnRequestForm
          lines={offer.lines.map((line) => ({ orderItemId: line.order_item_id, name: line.product_name, returnable: line.returnable_quantity, anyReason: line.any_reason }))}
          openUntil={offer.open_until}
          shopFaultReasons={offer.shop_fault_reasons}
          replacementReasons={offer.replacement_reasons}
          onAddPhoto={async (file) => {
            const photo = await uploadPhoto({ body: file }).unwrap();
            return { id: photo.id, url: photo.url };
          }}
          onSubmit={send}
          onCancel={() => setOpen(false)}
          fieldErrors={Object.fromEntries(Object.entries(fieldErrors).filter(([, message]) => message !== undefined))}
          errorMessage={refusal}
        />
      )}
    </Stack>
  );
}
