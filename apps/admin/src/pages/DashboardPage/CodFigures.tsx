import type { AdminDashboard } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { LinkButton } from '@shop/ui/LinkButton';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { dashboardCopy } from '../../copy/dashboard';

const copy = dashboardCopy.cod;

/** Cash on delivery's money with the couriers: to collect, collected and owed, and orders still awaiting their customer. */
export function CodFigures({ cash }: { cash: AdminDashboard['cash_on_delivery'] }) {
  const figures = [
    { label: copy.toCollect, value: formatPaise(cash.to_collect_paise), note: null },
    { label: copy.owed, value: formatPaise(cash.outstanding_paise), note: copy.owedNote(cash.outstanding_orders) },
    { label: copy.awaiting, value: String(cash.awaiting_confirmation), note: copy.awaitingNote(cash.awaiting_confirmation) },
  ];
  return (
    <Surface as="section" aria-labelledby="dashboard-cod">
      <SectionHeader
        title={copy.title}
        titleId="dashboard-cod"
        action={
          <LinkButton href="/cod" variant="secondary">
            {copy.open}
          </LinkButton>
        }
      />
      <Grid as="dl" columns={{ mobile: 1, md: 3 }} gap="4">
        {figures.map((figure) => (
          <Stack key={figure.label} gap="1">
            <Text as="dt" tone="muted">
              {figure.label}
            </Text>
            <Box as="dd" margin="0">
              <Text as="span" size="2xl" weight="bold" tabularNums>
                {figure.value}
              </Text>
              {figure.note && (
                <Text as="span" tone="muted">
                  {` ${figure.note}`}
                </Text>
              )}
            </Box>
          </Stack>
        ))}
      </Grid>
    </Surface>
  );
}
