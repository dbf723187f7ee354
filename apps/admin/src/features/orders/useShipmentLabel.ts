import { downloadShipmentLabel, errorDetail } from '@shop/api-client/admin';
import { useEffect, useState } from 'react';

export type ShipmentLabel = { state: 'fetching' } | { state: 'ready'; url: string } | { state: 'failed'; detail: string | undefined };

interface Fetched {
  /** Which label (order, AWB, attempt) this answer is for. */
  key: string;
  label: Exclude<ShipmentLabel, { state: 'fetching' }>;
}

/**
 * A booked parcel's label as an address the browser opens as it is. The label is behind the staff token, so a
 * plain link to the API cannot fetch it; it is fetched with the client as soon as it is ready and held as an
 * object URL, which the Print label link opens in a new tab. Fetched beforehand rather than on the press: a
 * phone's browser lets a tap open a tab only at once, not after a download has kept it waiting. The URL is
 * revoked when the page no longer shows this label.
 */
export function useShipmentLabel(orderId: number, awb: string | null, isReady: boolean): { label: ShipmentLabel | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const key = `${orderId}:${awb ?? ''}:${attempt}`;

  useEffect(() => {
    if (!isReady) return undefined;
    let url: string | null = null;
    let isCurrent = true;
    downloadShipmentLabel(orderId).then(
      (file) => {
        if (!isCurrent) return;
        url = URL.createObjectURL(file.blob);
        setFetched({ key, label: { state: 'ready', url } });
      },
      (error: unknown) => {
        if (isCurrent) setFetched({ key, label: { state: 'failed', detail: errorDetail(error as Parameters<typeof errorDetail>[0]) } });
      },
    );
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, isReady, key]);

  const label = !isReady ? null : fetched?.key === key ? fetched.label : { state: 'fetching' as const };
  return { label, retry: () => setAttempt((count) => count + 1) };
}
