import { adminApi, type CourierQuotes } from '@shop/api-client/admin';
import { useState } from 'react';
import { useAdminDispatch } from '../useAdminDispatch';

export type QuotesState =
  | { status: 'idle' }
  | { status: 'asking'; data: CourierQuotes | undefined }
  | { status: 'ready'; data: CourierQuotes }
  | { status: 'failed'; data: CourierQuotes | undefined; error: unknown };

/**
 * The couriers the aggregator quotes for the order's parcel, asked when staff are about to book and kept here
 * rather than in the cache's subscriptions: every order move refreshes what is subscribed, and quotes for an
 * order that has just shipped would only be refused (and cost the aggregator a question). Each ask is fresh;
 * it answers whether the quotes came.
 */
export function useCourierQuotes(orderId: number): { quotes: QuotesState; ask: () => Promise<boolean> } {
  const dispatch = useAdminDispatch();
  const [quotes, setQuotes] = useState<QuotesState>({ status: 'idle' });
  const ask = async () => {
    setQuotes((current) => ({ status: 'asking', data: current.status === 'idle' ? undefined : current.data }));
    const answer = await dispatch(adminApi.endpoints.listCourierQuotes.initiate({ id: orderId }, { subscribe: false, forceRefetch: true }));
    const { data, error } = answer;
    setQuotes((current) => (data ? { status: 'ready', data } : { status: 'failed', data: current.status === 'idle' ? undefined : current.data, error }));
    return data !== undefined;
  };
  return { quotes, ask };
}
