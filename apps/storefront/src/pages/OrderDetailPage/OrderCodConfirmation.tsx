import { type Order, ordersApi, useAnswerCodConfirmationMutation, useGetOrderQuery } from '@shop/api-client';
import { CodConfirmation } from '@shop/ui/CodConfirmation';
import { useState } from 'react';
import { useCodDecision } from '../../features/orders/useCodDecision';
import { useAppDispatch } from '../../features/storeHooks';

/**
 * A cash-on-delivery order waiting for its customer: the confirmation panel, with its deadline, Confirm and
 * Cancel (which asks again), answered signed in (POST …/cod_confirmation/). The order the answer returns
 * replaces the page's at once, badges and timeline too. Once answered here the panel stays to say the outcome
 * (focus goes to it); on a later visit only an order still awaited shows it.
 */
export function OrderCodConfirmation({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [answerConfirmation] = useAnswerCodConfirmationMutation();
  const { refetch } = useGetOrderQuery({ id: order.id });
  const [isAnsweredHere, setAnsweredHere] = useState(false);
  const { onConfirm, onCancel, labels } = useCodDecision({
    send: async (decision) => {
      setAnsweredHere(true);
      const answered = await answerConfirmation({ id: order.id, codDecision: { decision } }).unwrap();
      dispatch(ordersApi.util.upsertQueryData('getOrder', { id: order.id }, answered));
    },
    reload: async () => (await refetch().unwrap()).cod_confirmation?.status,
  });

  const confirmation = order.cod_confirmation;
  if (!confirmation || (confirmation.status !== 'awaiting' && !isAnsweredHere)) return null;
  return (
    <CodConfirmation
      status={confirmation.status}
      orderNumber={order.id}
      orderDate={order.order_date}
      items={order.items.map((item) => ({ id: item.id, name: item.product_name, quantity: item.quantity }))}
      city={order.address_details?.city ?? ''}
      amount={order.total_amount}
      confirmBy={confirmation.confirm_by}
      onConfirm={onConfirm}
      onCancel={onCancel}
      labels={labels}
    />
  );
}
