import { saveFile, type DownloadedFile, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { useState } from 'react';
import { shownDetail } from '../errors';
import { notifyAccount } from '../../shared/toasts';

interface DownloadButtonProps {
  label: string;
  pendingLabel: string;
  failed: string;
  download: () => Promise<DownloadedFile>;
  size?: 'sm';
  /** Where several lists' buttons read alike (a booking's invoice among others), what tells this one apart. */
  accessibleLabel?: string;
}

/**
 * A document behind the customer's token (an order's or a survey fee's tax invoice, a credit note, a proforma),
 * fetched through the API client and handed to the browser as a file: a plain link could not send the token.
 */
export function DownloadButton({ label, pendingLabel, failed, download, size, accessibleLabel }: DownloadButtonProps) {
  const [isDownloading, setDownloading] = useState(false);

  async function save() {
    setDownloading(true);
    try {
      saveFile(await download());
    } catch (error) {
      notifyAccount.error(shownDetail(error as ShopApiError) ?? failed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button variant="secondary" size={size} aria-label={accessibleLabel} onPress={() => void save()} isPending={isDownloading} pendingLabel={pendingLabel}>
      {label}
    </Button>
  );
}
