/**
 * The Consumer Protection (E-Commerce) Rules, 2020 give a complaint two deadlines from its receipt: acknowledged
 * within 48 hours, resolved within one month. They are the law's figures, so they are fixed here and no setting
 * lengthens them (decision 045). The month is a calendar month in India: a complaint received on 31 January at 10 am
 * is due by 10 am on the last day of February.
 */
import { IST_OFFSET_MS } from '../kernel';

const ACKNOWLEDGE_WITHIN_MS = 48 * 60 * 60 * 1000;

export interface Deadlines {
  acknowledgeBy: Date;
  resolveBy: Date;
}

export function deadlinesFrom(receivedAt: Date): Deadlines {
  return { acknowledgeBy: new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_MS), resolveBy: oneMonthLater(receivedAt) };
}

/** The same clock time one calendar month later in India, on the month's last day when it is shorter. */
function oneMonthLater(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const moved = Date.UTC(year, month, day, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return new Date(moved - IST_OFFSET_MS);
}
