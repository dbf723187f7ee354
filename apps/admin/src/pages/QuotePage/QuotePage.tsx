import { useGetAdminQuoteQuery, type AdminQuote, type AdminQuotation } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { QuoteSummary } from '@shop/ui/QuoteSummary';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { quotesCopy } from '../../copy/quotes';
import { orderTime } from '../../features/orders/orderText';
import { isRecordId, RecordPage } from '../../features/page/RecordPage';
import { quoteDay } from '../../features/quotes/quoteDay';
import { DraftEditor } from './DraftEditor';
import { QuoteActions } from './QuoteActions';
import { QuoteBankTransfer } from './QuoteBankTransfer';

const copy = quotesCopy.detail;

/**
 * /admin/quotes/:quoteId: one request for quotation: the buyer and the site, what was asked for, the draft being
 * priced (while the quote is open), sending and withdrawing, and every quotation sent, newest first.
 */
export function QuotePage() {
  const id = Number(useParams().quoteId);
  const isValidId = isRecordId(id);
  const query = useGetAdminQuoteQuery({ quoteId: id }, { skip: !isValidId, refetchOnMountOrArgChange: true });
  const [hasUnsaved, setUnsaved] = useState(false);
  const [reloads, setReloads] = useState(0);
  return (
    <RecordPage query={query} isValidId={isValidId} words={copy} backHref="/quotes" title={(quote) => quote.number} intro={(quote) => copy.intro(quote.name, quote.organisation)}>
      {(quote) => {
        const isOpen = quote.status === 'requested' || quote.status === 'quoted' || quote.status === 'expired';
        return (
          <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
            <Stack gap="6">
              {isOpen ? (
                <DraftEditor
                  key={`${quote.version}:${reloads}`}
                  quote={quote}
                  onDirty={setUnsaved}
                  onReload={() => {
                    setUnsaved(false);
                    setReloads((n) => n + 1);
                    void query.refetch();
                  }}
                />
              ) : (
                <Text tone="muted">{quotesCopy.editor.closed}</Text>
              )}
              {quote.sent.length > 0 && (
                <Surface as="section" aria-labelledby="quote-sent">
                  <SectionHeader title={copy.sentHistory} titleId="quote-sent" />
                  <Stack gap="6">
                    {quote.sent.map((quotation) => (
                      <SentQuotation key={quotation.revision} quotation={quotation} />
                    ))}
                  </Stack>
                </Surface>
              )}
            </Stack>
            <Stack gap="6">
              {isOpen && <QuoteActions quote={quote} hasUnsaved={hasUnsaved} />}
              {isOpen && <QuoteBankTransfer quote={quote} />}
              <Facts quote={quote} />
            </Stack>
          </Grid>
        );
      }}
    </RecordPage>
  );
}

function SentQuotation({ quotation }: { quotation: AdminQuotation }) {
  return (
    <QuoteSummary
      caption={copy.sentOn(quotation.revision, quotation.sent_at ? orderTime(quotation.sent_at) : '', quotation.staff?.name ?? null)}
      headings={copy.headings}
      lines={quotation.lines.map((line) => ({
        item: line.description,
        detail: [line.unit ? copy.unit(line.unit) : null, copy.hsn(line.hsn_sac)].filter(Boolean).join(' · '),
        quantity: String(line.quantity),
        unitPrice: formatPaise(line.unit_price_paise),
        gst: `${line.gst_rate}%`,
        amount: formatPaise(line.amount_paise),
      }))}
      totals={{
        rows: [
          { label: copy.subtotal, amount: formatPaise(quotation.subtotal_paise) },
          { label: copy.gst, amount: formatPaise(quotation.gst_paise) },
        ],
        total: { label: copy.total, amount: formatPaise(quotation.total_paise) },
      }}
      validity={copy.validUntil(quoteDay(quotation.valid_until))}
    />
  );
}

function Facts({ quote }: { quote: AdminQuote }) {
  return (
    <Surface as="section" aria-labelledby="quote-facts">
      <SectionHeader title={copy.buyer} titleId="quote-facts" />
      <Stack gap="5">
        <Box as="dl" display="grid" gap="3">
          <Fact label={copy.buyer}>
            <Text>{quote.organisation ? `${quote.name}, ${quote.organisation}` : quote.name}</Text>
            <Text size="sm" tone="muted">{`${quote.phone} · ${quote.email}`}</Text>
          </Fact>
          {quote.gstin && <Fact label={copy.gstin}>{quote.gstin}</Fact>}
          <Fact label={copy.account}>
            {quote.customer === null ? (
              <Text tone="muted">{copy.guest}</Text>
            ) : (
              <LinkButton href={`/customers/${quote.customer}`} variant="ghost" size="sm">
                {copy.openCustomer}
              </LinkButton>
            )}
          </Fact>
          {quote.order !== null && quote.order !== undefined && (
            <Fact label={copy.accepted}>
              <LinkButton href={`/orders/${quote.order}`} variant="ghost" size="sm">
                {copy.openOrder(quote.order)}
              </LinkButton>
            </Fact>
          )}
          <Fact label={copy.site}>{`${quotesCopy.siteKinds[quote.site_kind]}: ${quote.site_address}, ${quote.site_pincode}`}</Fact>
          <Fact label={copy.fitting}>{quote.wants_installation ? copy.wantsFitting : copy.noFitting}</Fact>
          <Fact label={copy.requested}>{orderTime(quote.created_at)}</Fact>
          {quote.note && <Fact label={copy.note}>{quote.note}</Fact>}
          {quote.photos && quote.photos.length > 0 && (
            <Fact label={copy.photos}>
              <Inline gap="2">
                {quote.photos.map((photo, index) => (
                  <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer" aria-label={copy.photo(index + 1)}>
                    <img src={photo.url} alt="" width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
                  </a>
                ))}
              </Inline>
            </Fact>
          )}
        </Box>
        <QuoteSummary
          caption={copy.asked}
          headings={{ item: copy.headings.item, quantity: copy.headings.quantity }}
          lines={quote.lines.map((line) => ({
            item: line.product_title !== null ? (line.variant_label ? `${line.product_title}, ${line.variant_label}` : line.product_title) : (line.description ?? ''),
            quantity: String(line.quantity),
          }))}
        />
      </Stack>
    </Surface>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" size="sm" tone="muted">
        {label}
      </Text>
      <Box as="dd" margin="0">
        {children}
      </Box>
    </Stack>
  );
}
