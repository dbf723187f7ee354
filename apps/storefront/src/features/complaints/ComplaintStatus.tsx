import type { Schema } from '@shop/api-client';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { complaintCopy } from '../../copy/complaints';

/** Open (we are on it) or resolved, with an icon so it never rests on colour alone. */
export function ComplaintStatus({ status, size = 'sm' }: { status: Schema<'ComplaintStatus'>; size?: 'sm' | 'md' }) {
  return status === 'open' ? (
    <StatusBadge tone="info" icon="clock" size={size}>
      {complaintCopy.status.open}
    </StatusBadge>
  ) : (
    <StatusBadge tone="success" icon="check" size={size}>
      {complaintCopy.status.resolved}
    </StatusBadge>
  );
}
