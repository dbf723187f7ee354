import type { Schema } from '@shop/api-client';
import { ReferenceReceipt } from '../../components/ReferenceReceipt';
import { complaintCopy } from '../../copy/complaints';
import { complaintDate, complaintPath } from '../../features/complaints/complaintDate';

const copy = complaintCopy.filed;

/** Once the complaint is filed: its ticket number, when it will be resolved by, and its status page. */
export function FiledComplaint({ receipt, onAnother }: { receipt: Schema<'ComplaintReceipt'>; onAnother: () => void }) {
  return (
    <ReferenceReceipt
      title={copy.title}
      numberLabel={copy.number}
      number={receipt.number}
      numberHint={copy.quote}
      next={copy.resolveBy(complaintDate(receipt.resolve_by))}
      follow={{ href: complaintPath(receipt.token), label: copy.follow }}
      anotherLabel={copy.another}
      onAnother={onAnother}
    />
  );
}
