import type { AdminDeliveryProblem } from '@shop/api-client/admin';
import { deliveryProblemsCopy as copy } from '../../copy/deliveryProblems';

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** What was answered, and by whom: "Deliver again on Tue, 1 Dec, by the customer". */
export function answerText(problem: Pick<AdminDeliveryProblem, 'answer'>): string {
  const { answer } = problem;
  if (!answer) return copy.answers.none;
  const what = answer.action === 'return' ? copy.answers.return : copy.answers.reattempt(answer.date ? dayFormat.format(new Date(`${answer.date}T00:00:00Z`)) : null);
  return `${what}, ${answer.answered_by === 'staff' ? copy.answers.byStaff : copy.answers.byCustomer}`;
}
