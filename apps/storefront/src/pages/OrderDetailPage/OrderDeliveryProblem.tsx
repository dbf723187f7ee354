import { errorStatus, type Order, ordersApi, type ShopApiError, useAnswerDeliveryProblemMutation } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { reattemptDays } from '@shop/rules/shipping';
import { DeliveryProblemChoice, type DeliveryProblemAnswer, type DeliveryProblemFieldErrors } from '@shop/ui/DeliveryProblemChoice';
import { useState } from 'react';
import { deliveryProblemCopy } from '../../copy/deliveryProblem';
import { serverFieldErrors } from '../../features/forms/fieldErrors';
import { useAppDispatch } from '../../features/storeHooks';

/**
 * The courier's failed delivery of the order and the shopper's choice (POST …/delivery-problem/): deliver again on
 * a day, to a corrected phone or address line, or send it back. The order the answer returns replaces the page's.
 * Shown while the parcel is on its way: open, then to say what was asked (or that the time passed); a refusal naming a field marks it, any other
 * is said under the form in the server's words.
 */
export function OrderDeliveryProblem({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [answerProblem] = useAnswerDeliveryProblemMutation();
  const [fieldErrors, setFieldErrors] = useState<DeliveryProblemFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = order.delivery_problem;
  // Once the parcel is delivered or back with the shop, the timeline tells the rest.
  if (!problem || order.delivery_status !== 'shipped') return null;

  const send = async ({ action, date, phone, addressLine }: DeliveryProblemAnswer) => {
    setFieldErrors({});
    setRefusal(null);
    try {
      const answered = await answerProblem({ id: order.id, deliveryProblemAnswer: { action, date, phone, address_line: addressLine } }).unwrap();
      dispatch(ordersApi.util.upsertQueryData('getOrder', { id: order.id }, answered));
    } catch (thrown) {
      const error = thrown as ShopApiError;
      const named = serverFieldErrors(error, ['action', 'date', 'phone', 'address_line']);
      const status = errorStatus(error);
      setFieldErrors({ date: named.date?.[0], phone: named.phone?.[0], addressLine: named.address_line?.[0] });
      // A 409 names `action` (answered meanwhile, or past the deadline); any other refusal naming no field gives its reason.
      const unnamed = status !== undefined && status < 500 && Object.keys(named).length === 0 ? shownDetail(error) : undefined;
      setRefusal(named.action?.[0] ?? unnamed ?? null);
      throw thrown;
    }
  };

  return (
    <DeliveryProblemChoice
      status={problem.status}
      reason={deliveryProblemCopy.reasons[problem.reason]}
      attempt={problem.attempt}
      maxAttempts={problem.max_attempts}
      answerBy={problem.answer_by}
      days={reattemptDays(problem.earliest_date, problem.latest_date)}
      answer={problem.answer ? { action: problem.answer.action, date: problem.answer.date, phone: problem.answer.phone, addressLine: problem.answer.address_line } : null}
      onAnswer={send}
      fieldErrors={Object.fromEntries(Object.entries(fieldErrors).filter(([, message]) => message !== undefined))}
      errorMessage={refusal}
    />
  );
}
