import type { Schema } from '@shop/api-client';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { QuoteSummary, type QuoteSummaryLine } from '@shop/ui/QuoteSummary';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { quoteCopy } from '../../copy/quotes';
import { orderDetailPath } from '../orders/orderLink';
import { productLineLabel } from './quoteLines';
import { quoteDay, quoteInstantDay } from './quoteDate';
import { QuoteStatus } from './QuoteStatus';

const copy = quoteCopy.page;

/**
 * A quote as its buyer reads it, by its link or from the account: the number and status, the site, what was asked
 * for, and the latest quotation sent with its lines, totals (the API's, from one rule), validity and terms.
 */
export function QuoteDetails({ quote }: { quote: Schema<'Quote'> }) {
  const { quotation } = quote;
  const isExpired = quote.status === 'expired';
  return (
    <>
      <Box as="header" display="grid" gap="3">
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
          <Heading level={1} size={{ mobile: '2xl', md: '3xl' }}>
            {copy.heading(quote.number)}
          </Heading>
          <QuoteStatus status={quote.status} size="md" />
        </Box>
        <Box as="dl" display="grid" gap="2">
          <Fact label={copy.requestedOn}>{quoteInstantDay(quote.created_at)}</Fact>
          <Fact label={copy.site}>{`${quoteCopy.form.siteKinds[quote.site_kind]}, ${quote.site_address}, ${quote.site_pincode}`}</Fact>
          <Fact label={copy.fitting}>{quote.wants_installation ? copy.withFitting : copy.withoutFitting}</Fact>
        </Box>
        {typeof quote.order === 'number' && (
          <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
            <Text leading="body">{copy.acceptedAsOrder}</Text>
            <LinkButton href={orderDetailPath(quote.order)} variant="secondary" size="sm">
              {copy.openOrder}
            </LinkButton>
          </Box>
        )}
      </Box>

      {quotation ? (
        <Box as="section" display="grid" gap="4" aria-label={copy.quotation(quotation.revision)}>
          <QuoteSummary
            caption={copy.quotation(quotation.revision)}
            headings={copy.headings}
            lines={quotation.lines.map(
              (line): QuoteSummaryLine => ({
                item: line.description,
                detail: [line.unit ? copy.unit(line.unit) : null, copy.hsn(line.hsn_sac)].filter(Boolean).join(' · '),
                quantity: line.quantity.toLocaleString('en-IN'),
                unitPrice: formatPaise(line.unit_price_paise),
                gst: `${line.gst_rate}%`,
                amount: formatPaise(line.amount_paise),
              }),
            )}
            totals={{
              rows: [
                { label: copy.subtotal, amount: formatPaise(quotation.subtotal_paise) },
                { label: copy.gst, amount: formatPaise(quotation.gst_paise) },
              ],
              total: { label: copy.total, amount: formatPaise(quotation.total_paise) },
            }}
            validity={isExpired ? copy.expired(quoteDay(quotation.valid_until)) : copy.validUntil(quoteDay(quotation.valid_until))}
            isExpired={isExpired}
          />
          <Box as="dl" display="grid" gap="2">
            {quotation.delivery_terms && <Fact label={copy.deliveryTerms}>{quotation.delivery_terms}</Fact>}
            {quotation.installation_terms && <Fact label={copy.installationTerms}>{quotation.installation_terms}</Fact>}
          </Box>
        </Box>
      ) : (
        <Text leading="body" tone="muted">
          {quote.status === 'withdrawn' ? copy.withdrawn : copy.waiting}
        </Text>
      )}

      <QuoteSummary
        caption={copy.asked}
        headings={{ item: copy.headings.item, quantity: copy.headings.quantity }}
        lines={quote.lines.map((line) => ({
          item: line.product_title !== null ? productLineLabel(line.product_title, line.variant_label) : (line.description ?? ''),
          quantity: line.quantity.toLocaleString('en-IN'),
        }))}
      />
      {quote.note && (
        <Text leading="body" tone="muted">
          {quote.note}
        </Text>
      )}
      {quote.photos && quote.photos.length > 0 && (
        <Box as="figure" margin="0" display="grid" gap="2">
          <Text as="figcaption" weight="semibold">
            {copy.photos}
          </Text>
          <Inline gap="2">
            {quote.photos.map((photo, index) => (
              <img key={photo.url} src={photo.url} alt={copy.photo(index + 1)} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
            ))}
          </Inline>
        </Box>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <Box as="dt" color="muted">
        {label}:
      </Box>
      <Box as="dd" fontWeight="semibold">
        {children}
      </Box>
    </Box>
  );
}
