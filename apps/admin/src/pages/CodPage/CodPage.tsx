import { useGetCodLedgerQuery, type CodLedger } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { PageHeader } from '@shop/ui/PageHeader';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { codCopy } from '../../copy/cod';
import { WhenLoaded } from '../../features/page/WhenLoaded';
import { usePageTitle } from '../../features/page/usePageTitle';
import { OutstandingOrders } from './OutstandingOrders';
import { RemittanceList } from './RemittanceList';

const copy = codCopy.page;

/**
 * /admin/cod: cash on delivery's money. What couriers are to collect and what they collected and still owe;
 * the orders they owe for, oldest delivery first, which the owner selects to record the remittance that paid
 * them (staff read them); and the remittances recorded.
 */
export function CodPage() {
  usePageTitle(copy.title);
  const ledger = useGetCodLedgerQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <LinkButton href="/settings/delivery" variant="secondary">
            {copy.settings}
          </LinkButton>
        }
      />
      <WhenLoaded query={ledger} words={copy}>
        {(loaded) => (
          <>
            <Totals ledger={loaded} />
            <OutstandingOrders outstanding={loaded.outstanding} />
            <RemittanceList remittances={loaded.remittances} />
          </>
        )}
      </WhenLoaded>
    </Stack>
  );
}

function Totals({ ledger }: { ledger: CodLedger }) {
  const figures = [
    {
      id: 'cod-to-collect',
      title: copy.toCollect,
      amount: ledger.to_collect.total_paise,
      note: copy.toCollectNote(ledger.to_collect.orders),
      link: ledger.to_collect.orders > 0 ? '/orders?payment=to_collect' : null,
    },
    { id: 'cod-owed', title: copy.owed, amount: ledger.outstanding.total_paise, note: copy.owedNote(ledger.outstanding.orders.length), link: null },
  ];
  return (
    <Grid columns={{ mobile: 1, md: 2 }} gap="4">
      {figures.map((figure) => (
        <Surface key={figure.id} as="section" aria-labelledby={figure.id}>
          <SectionHeader title={figure.title} titleId={figure.id} />
          <Box>
            <Text size="3xl" weight="bold" tabularNums>
              {formatPaise(figure.amount)}
            </Text>
            <Text tone="muted">{figure.note}</Text>
          </Box>
          {figure.link && (
            <Inline>
              <LinkButton href={figure.link} variant="secondary" size="sm">
                {copy.openToCollect}
              </LinkButton>
            </Inline>
          )}
        </Surface>
      ))}
    </Grid>
  );
}
