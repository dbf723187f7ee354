import { useGetAdminReturnQuery, type AdminReturn } from '@shop/api-client/admin';
import { formatRupees, paiseToRupees } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { LinkButton } from '@shop/ui/LinkButton';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { returnsCopy } from '../../copy/returns';
import { orderTime } from '../../features/orders/orderText';
import { isRecordId, RecordPage } from '../../features/page/RecordPage';
import { DecisionPanel, ReceiptPanel, ResolutionPanel } from './ReturnPanels';

const copy = returnsCopy.detail;

/**
 * /admin/orders/returns/:returnId: one return, what was asked and why with the shopper's photos, and the step it
 * waits for: the decision, the receipt (what came back, the quality check) or the resolution (refund or replacement).
 */
export function ReturnPage() {
  const id = Number(useParams().returnId);
  const isValidId = isRecordId(id);
  const query = useGetAdminReturnQuery({ id }, { skip: !isValidId, refetchOnMountOrArgChange: true });
  return (
    <RecordPage
      query={query}
      isValidId={isValidId}
      words={copy}
      backHref="/orders/returns"
      title={(ret) => returnsCopy.returnNumber(ret.id)}
      intro={(ret) => returnsCopy.statuses[ret.status]}
    >
      {(ret) => (
        <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
          <Stack gap="6">
            <Facts ret={ret} />
            <Photos ret={ret} />
          </Stack>
          <Stack gap="6">
            {ret.pickup && <Pickup ret={ret} />}
            {ret.status === 'requested' && <DecisionPanel key={ret.version} ret={ret} />}
            {ret.status === 'approved' && <ReceiptPanel key={ret.version} ret={ret} />}
            {['received', 'refunded', 'replaced'].includes(ret.status) && <ResolutionPanel key={ret.version} ret={ret} />}
          </Stack>
        </Grid>
      )}
    </RecordPage>
  );
}

function Facts({ ret }: { ret: AdminReturn }) {
  return (
    <Surface as="section" aria-labelledby="return-facts">
      <SectionHeader title={copy.facts} titleId="return-facts" />
      <Box as="dl" display="grid" gap="3">
        <Fact label={copy.order}>
          <LinkButton href={`/orders/${ret.order_id}`} variant="ghost" size="sm">
            {copy.openOrder(ret.order_id)}
          </LinkButton>
        </Fact>
        <Fact label={copy.customer}>{ret.customer_name}</Fact>
        <Fact label={copy.reason}>{`${returnsCopy.reasons[ret.reason]}${ret.shop_at_fault ? ` (${copy.shopAtFault})` : ''}`}</Fact>
        <Fact label={copy.wanted}>{returnsCopy.wanted[ret.resolution]}</Fact>
        {ret.note && <Fact label={copy.note}>{ret.note}</Fact>}
        <Fact label={copy.lines}>
          <Stack as="ul" gap="1">
            {ret.lines.map((line) => (
              <li key={line.order_item_id}>
                {copy.line(line.quantity, line.product_name)}
                {line.sellable !== null && line.damaged !== null ? `, ${copy.received(line.sellable, line.damaged)}` : ''}
              </li>
            ))}
          </Stack>
        </Fact>
        <Fact label={copy.refundDue}>{formatRupees(paiseToRupees(ret.refund_paise))}</Fact>
        {ret.decision_reason && <Fact label={copy.decision.heading}>{copy.decidedBecause(ret.decision_reason)}</Fact>}
        {ret.quality_note && <Fact label={copy.receipt.quality}>{copy.qualityNote(ret.quality_note)}</Fact>}
      </Box>
    </Surface>
  );
}

function Photos({ ret }: { ret: AdminReturn }) {
  return (
    <Surface as="section" aria-labelledby="return-photos">
      <SectionHeader title={copy.photos} titleId="return-photos" />
      {ret.photos.length === 0 ? (
        <Text tone="muted">{copy.noPhotos}</Text>
      ) : (
        <Box as="ul" display="flex" gap="3" flexWrap="wrap">
          {ret.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={copy.photo(index + 1)} width={120} height={120} style={{ objectFit: 'cover', borderRadius: 8 }} />
              </a>
            </li>
          ))}
        </Box>
      )}
    </Surface>
  );
}

function Pickup({ ret }: { ret: AdminReturn }) {
  const pickup = ret.pickup!;
  const words = copy.pickup;
  return (
    <Surface as="section" aria-labelledby="return-pickup">
      <SectionHeader title={words.heading} titleId="return-pickup" />
      <Stack gap="1">
        {pickup.method === 'self' && <Text>{words.self}</Text>}
        {pickup.status === 'booking' && <Text>{words.booking}</Text>}
        {pickup.status === 'booked' && pickup.awb && <Text>{words.booked(pickup.courier_name ?? '', pickup.awb)}</Text>}
        {pickup.status === 'refused' && <Text tone="critical">{words.refused(ret.pickup_error ?? '')}</Text>}
        {pickup.picked_up_at && <Text>{words.pickedUp(orderTime(pickup.picked_up_at))}</Text>}
        {pickup.arrived_at && <Text>{words.arrived(orderTime(pickup.arrived_at))}</Text>}
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
