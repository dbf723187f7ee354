import type { Schema } from '@shop/api-client';
import { ReferenceReceipt } from '../../components/ReferenceReceipt';
import { quoteCopy } from '../../copy/quotes';
import { quotePath } from '../../features/quotes/quoteLines';

const copy = quoteCopy.requested;

/** Once the request is sent: its quote number, what happens next, and the quote's page (the mail's link). */
export function RequestedQuote({ receipt, onAnother }: { receipt: Schema<'QuoteReceipt'>; onAnother: () => void }) {
  return (
    <ReferenceReceipt
      title={copy.title}
      numberLabel={copy.number}
      number={receipt.number}
      numberHint={copy.quote}
      next={copy.next}
      follow={{ href: quotePath(receipt.number, receipt.token), label: copy.follow }}
      anotherLabel={copy.another}
      onAnother={onAnother}
    />
  );
}
