import { useAdminAnswerDeliveryProblemMutation, useGetAdminOrderQuery, type AdminOrder } from '@shop/api-client/admin';
import { reattemptDays } from '@shop/rules/shipping';
import { DeliveryProblemChoice, type DeliveryProblemAnswer, type DeliveryProblemFieldErrors } from '@shop/ui/DeliveryProblemChoice';
import { useState } from 'react';
import { deliveryProblemsCopy as copy } from '../../copy/deliveryProblems';
import { serverProblem } from '../../features/forms/serverProblem';

const WORDS = { unreachable: copy.panel.failed, unexpected: copy.panel.failed };

/**
 * The courier's latest failed delivery of the order, and staff's answer for the customer after a call (written to
 * the audit log with who): the same panel the customer answers on, then where the answer stands with the courier.
 * A colleague or the customer answering first is refused in the server's words, and the page reads the order again.
 */
export function OrderDeliveryProblem({ order }: { order: AdminOrder }) {
  const { refetch } = useGetAdminOrderQuery({ id: order.id });
  const [answerProblem] = useAdminAnswerDeliveryProblemMutation();
  const [fieldErrors, setFieldErrors] = useState<DeliveryProblemFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = order.delivery_problem;
  // Delivered or back with the shop: the timeline and the delivery problems list keep the story.
  if (!problem || order.delivery_status !== 'shipped') return null;

  const send = async ({ action, date, phone, addressLine }: DeliveryProblemAnswer) => {
    setFieldErrors({});
    setRefusal(null);
    try {
      await answerProblem({ id: order.id, deliveryProblemAnswer: { action, date, phone, address_line: addressLine } }).unwrap();
      await refetch();
    } catch (error) {
      const { detail, errors } = serverProblem(error, WORDS);
      const named = { date: errors.date?.[0], phone: errors.phone?.[0], addressLine: errors.address_line?.[0] };
      setFieldErrors(Object.fromEntries(Object.entries(named).filter(([, message]) => message !== undefined)));
      setRefusal(errors.action?.[0] ?? (Object.values(named).some(Boolean) ? null : detail));
      // Answered meanwhile by the customer or a colleague: the page shows their answer.
      if (errors.action) void refetch();
      throw error;
    }
  };

  const carrier = problem.carrier_status;
  return (
    <DeliveryProblemChoice
      status={problem.status}
      reason={copy.reasons[problem.reason]}
      attempt={problem.attempt}
      maxAttempts={problem.max_attempts}
      answerBy={problem.answer_by}
      days={reattemptDays(problem.earliest_date, problem.latest_date)}
      answer={problem.answer ? { action: problem.answer.action, date: problem.answer.date, phone: problem.answer.phone, addressLine: problem.answer.address_line } : null}
      onAnswer={send}
      fieldErrors={fieldErrors}
      errorMessage={refusal}
      labels={copy.panel}
      note={carrier && { text: problem.carrier_error ? `${copy.carrier[carrier]}: ${problem.carrier_error}` : copy.carrier[carrier], tone: carrier === 'refused' ? 'critical' : 'muted' }}
    />
  );
}
