import { type GetCodConfirmationApiResponse, ordersApi, useAnswerCodConfirmationByLinkMutation, useGetCodConfirmationQuery } from '@shop/api-client';
import { paiseToRupees } from '@shop/rules';
import { CodConfirmation } from '@shop/ui/CodConfirmation';
import { useCodDecision } from '../../features/orders/useCodDecision';
import { useAppDispatch } from '../../features/storeHooks';
import { WaysOn } from './WaysOn';

export interface LinkConfirmationProps {
  token: string;
  confirmation: GetCodConfirmationApiResponse;
}

/**
 * The confirmation panel of a link's order, answered by the link (POST cod-confirmations/{token}/): the
 * state the answer returns is the page's at once. Once answered, the ways on to the shop and the orders.
 */
export function LinkConfirmation({ token, confirmation }: LinkConfirmationProps) {
  const dispatch = useAppDispatch();
  const [answerByLink] = useAnswerCodConfirmationByLinkMutation();
  const { refetch } = useGetCodConfirmationQuery({ token });
  const { onConfirm, onCancel, labels } = useCodDecision({
    send: async (decision) => {
      const answered = await answerByLink({ token, codDecision: { decision } }).unwrap();
      dispatch(ordersApi.util.upsertQueryData('getCodConfirmation', { token }, answered));
    },
    reload: async () => (await refetch().unwrap()).status,
  });

  return (
    <>
      <CodConfirmation
        headingLevel={1}
        status={confirmation.status}
        orderNumber={confirmation.order_id}
        orderDate={confirmation.order_date}
        items={confirmation.items.map((item, index) => ({ id: index, name: item.product_name, quantity: item.quantity }))}
        city={confirmation.city}
        amount={paiseToRupees(confirmation.total_paise)}
        confirmBy={confirmation.confirm_by}
        onConfirm={onConfirm}
        onCancel={onCancel}
        labels={labels}
      />
      {confirmation.status !== 'awaiting' && <WaysOn />}
    </>
  );
}
