import type { CodConfirmationProps } from '../CodConfirmation';

/**
 * The order the stories confirm (stories only): placed on 26 Nov 2025 at 2:40 pm in India, to be confirmed
 * by Thu, 27 Nov, 6:30 pm. Instants are UTC, and the panel reads them on India's clock, so the words are
 * the same in any zone the tests run in.
 */
export const sampleOrder = {
  orderNumber: 1042,
  orderDate: '2025-11-26T09:10:00Z',
  confirmBy: '2025-11-27T13:00:00Z',
  city: 'Pune',
  amount: 1348,
  items: [
    { id: 11, name: 'Stainless steel bird spikes, 30 cm strip', quantity: 10 },
    { id: 12, name: 'Anti-bird net, 10 × 10 ft, black', quantity: 1 },
    { id: 13, name: 'Spike adhesive, 280 ml', quantity: 2 },
  ],
} satisfies Partial<CodConfirmationProps>;
