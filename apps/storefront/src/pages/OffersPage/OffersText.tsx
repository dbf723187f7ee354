import { errorStatus, type Schema, type ShopApiError } from '@shop/api-client';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Prose } from '@shop/ui/Prose';
import { Spinner } from '@shop/ui/Spinner';
import { offersCopy } from '../../copy/offers';
import { useClientSideLinks } from '../BlogPage/useClientSideLinks';

export interface OffersTextProps {
  page: Schema<'LegalPage'> | undefined;
  isError: boolean;
  error: ShopApiError | undefined;
  isRetrying: boolean;
  onRetry: () => void;
}

/** The shop's own words about its offers and their terms (edited in the back-office), or why they are missing. */
export function OffersText({ page, isError, error, isRetrying, onRetry }: OffersTextProps) {
  const onClick = useClientSideLinks();
  if (page) return <Prose variant="document" sanitizedHtml={page.content} onClick={onClick} />;
  // No text saved for the offers: the flash sale below still stands on its own.
  if (isError && errorStatus(error) === 404) return null;
  if (isError) return <LoadFailed message={offersCopy.loadFailed} retryLabel={offersCopy.retry} onRetry={onRetry} isRetrying={isRetrying} />;
  return <Spinner label={offersCopy.loading} />;
}
