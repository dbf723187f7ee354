import { useId } from 'react';
import { DAY_MONTH_YEAR, formatDay, formatWeekdayDay } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { Stack } from '../Stack';
import { Surface } from '../Surface';
import { Text } from '../Text';
import type { ReturnReason } from '../ReturnRequestForm';
import * as styles from './ReturnStatus.css';

export type ReturnStatusName = 'requested' | 'approved' | 'rejected' | 'received' | 'quality_failed' | 'refunded' | 'replaced';

export interface ReturnView {
  id: number;
  status: ReturnStatusName;
  reason: ReturnReason;
  resolution: 'refund' | 'replacement';
  lines: { name: string; quantity: number; sellable: number | null; damaged: number | null }[];
  requestedAt: Date | string;
  /** Why staff rejected it. */
  decisionReason: string | null;
  pickup: {
    method: 'carrier' | 'self';
    status: 'booking' | 'booked' | 'refused' | null;
    courierName: string | null;
    awb: string | null;
    pickupDate: string | null;
    pickedUpAt: Date | string | null;
    arrivedAt: Date | string | null;
  } | null;
  /** Staff's words on the quality check. */
  qualityNote: string | null;
  /** The refund: its amount already formatted ("₹1,798"), and its credit note. */
  refund: { amount: string; status: 'pending' | 'processed' | 'failed'; creditNote: string | null } | null;
  replacementOrderId: number | null;
}

export interface ReturnStatusLabels {
  titles: Record<ReturnStatusName, string>;
  /** Its number, which also tells two returns of one order apart. */
  number: (id: number) => string;
  requestedOn: (day: string) => string;
  units: (quantity: number, name: string) => string;
  rejectedBecause: (reason: string) => string;
  pickupBooking: string;
  pickupBooked: (courier: string, awb: string, day: string | null) => string;
  pickupRefused: string;
  sendYourself: string;
  pickedUp: (day: string) => string;
  arrived: (day: string) => string;
  received: (sellable: number, damaged: number) => string;
  qualityFailed: (note: string) => string;
  refundPending: (amount: string) => string;
  refundProcessed: (amount: string, creditNote: string | null) => string;
  refundFailed: string;
  replacement: (orderId: number) => string;
}

const defaultLabels: ReturnStatusLabels = {
  titles: {
    requested: 'Return requested',
    approved: 'Return approved',
    rejected: 'Return not approved',
    received: 'Return received',
    quality_failed: 'Return did not pass our check',
    refunded: 'Return refunded',
    replaced: 'Replacement on its way',
  },
  number: (id) => `Return #${id}`,
  requestedOn: (day) => `Asked on ${day}. We’ll check it within 2 working days.`,
  units: (quantity, name) => `${quantity} × ${name}`,
  rejectedBecause: (reason) => `Why: ${reason}`,
  pickupBooking: 'We’re booking the courier to collect it.',
  pickupBooked: (courier, awb, day) => `${courier} will collect it${day ? ` on ${day}` : ' soon'} (AWB ${awb}). Please keep it packed.`,
  pickupRefused: 'The courier could not book the pickup. We’ll call you to arrange it.',
  sendYourself: 'Please pack the items with your order number and send them to the address on our contact page.',
  pickedUp: (day) => `Collected on ${day}.`,
  arrived: (day) => `Reached us on ${day}.`,
  received: (sellable, damaged) => `We checked ${sellable + damaged} ${sellable + damaged === 1 ? 'unit' : 'units'}.`,
  qualityFailed: (note) => `What we found: ${note}`,
  refundPending: (amount) => `Refund of ${amount} on its way to the way you paid.`,
  refundProcessed: (amount, creditNote) => `${amount} refunded${creditNote ? ` (credit note ${creditNote})` : ''}.`,
  refundFailed: 'The refund did not go through. We’ll contact you.',
  replacement: (orderId) => `Your replacement is order #${orderId}.`,
};

export interface ReturnStatusProps {
  value: ReturnView;
  labels?: Partial<ReturnStatusLabels>;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Where a return stands, as the shopper reads it on their order: what was asked for, the decision (with staff's
 * reason when not approved), the pickup and its progress, what the check found, and the refund or replacement.
 */
export function ReturnStatus({ value, labels, headingLevel = 3, className }: ReturnStatusProps) {
  const words = { ...defaultLabels, ...labels, titles: { ...defaultLabels.titles, ...labels?.titles } };
  const titleId = useId();
  const numberId = useId();
  const Title = `h${headingLevel}` as const;
  const day = (at: Date | string | null) => (at === null ? '' : (formatWeekdayDay(at) ?? ''));
  const { pickup, refund } = value;
  const sellable = value.lines.reduce((total, line) => total + (line.sellable ?? 0), 0);
  const damaged = value.lines.reduce((total, line) => total + (line.damaged ?? 0), 0);
  const steps: string[] = [];
  if (value.status === 'requested') steps.push(words.requestedOn(day(value.requestedAt)));
  if (value.status === 'rejected' && value.decisionReason) steps.push(words.rejectedBecause(value.decisionReason));
  if (pickup && value.status === 'approved') {
    if (pickup.method === 'self') steps.push(words.sendYourself);
    else if (pickup.status === 'booking') steps.push(words.pickupBooking);
    else if (pickup.status === 'refused') steps.push(words.pickupRefused);
    else if (pickup.awb) steps.push(words.pickupBooked(pickup.courierName ?? '', pickup.awb, pickup.pickupDate ? (formatDay(pickup.pickupDate, DAY_MONTH_YEAR) ?? null) : null));
    if (pickup.pickedUpAt) steps.push(words.pickedUp(day(pickup.pickedUpAt)));
    if (pickup.arrivedAt) steps.push(words.arrived(day(pickup.arrivedAt)));
  }
  if (['received', 'refunded', 'replaced'].includes(value.status)) steps.push(words.received(sellable, damaged));
  if (value.status === 'quality_failed' && value.qualityNote) steps.push(words.qualityFailed(value.qualityNote));
  if (refund) steps.push(refund.status === 'processed' ? words.refundProcessed(refund.amount, refund.creditNote) : refund.status === 'pending' ? words.refundPending(refund.amount) : words.refundFailed);
  if (value.replacementOrderId !== null) steps.push(words.replacement(value.replacementOrderId));

  return (
    <Surface as="section" aria-labelledby={`${titleId} ${numberId}`} gap="3" className={cx(styles.panel, className)} data-status={value.status}>
      <Stack gap="0.5">
        <Title id={titleId} className={styles.title}>
          {words.titles[value.status]}
        </Title>
        <Text id={numberId} size="sm" tone="muted">
          {words.number(value.id)}
        </Text>
      </Stack>
      <ul className={styles.lines}>
        {value.lines.map((line) => (
          <li key={line.name}>{words.units(line.quantity, line.name)}</li>
        ))}
      </ul>
      <Stack gap="1">
        {steps.map((step) => (
          <Text key={step} tone={value.status === 'rejected' || value.status === 'quality_failed' ? 'critical' : undefined}>
            {step}
          </Text>
        ))}
      </Stack>
    </Surface>
  );
}
