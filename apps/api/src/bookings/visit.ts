/** A booking's facts as its mails tell them; none once the customer's account was erased (nobody left to mail). */
import type { BookedVisit } from '../notify';
import type { BookingRow } from './reshape';

export function visitOf(row: BookingRow): (BookedVisit & { contactEmail: string }) | null {
  if (row.contactName === null || row.contactEmail === null || row.address === null) return null;
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    orderId: row.orderId,
    startsAt: row.startsAt,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    address: row.address,
    feePaise: row.feePaise,
    paidPaise: row.paidPaise,
    cancelReason: row.cancelReason,
  };
}
