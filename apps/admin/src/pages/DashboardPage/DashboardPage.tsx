import { useGetAdminDashboardQuery, useListUnmatchedTrackingUpdatesQuery, type AdminDashboard } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { BarChart } from '@shop/ui/BarChart';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { dashboardCopy as copy } from '../../copy/dashboard';
import { usePageTitle } from '../../features/page/usePageTitle';
import { BackgroundJobs } from './BackgroundJobs';
import { CodFigures } from './CodFigures';
import { dayLabel } from './dayLabel';
import { InvoiceCsvForm } from './InvoiceCsvForm';
import { LowStock } from './LowStock';

/**
 * /admin/dashboard, the back-office's home: today's and this month's takings, what is waiting for
 * staff, background jobs that failed or are stuck (when any), revenue per day (a chart with its table), products low on stock with the threshold, and the
 * accountant's CSV. On a phone the cards stack; on a desktop they sit in columns.
 */
export function DashboardPage() {
  usePageTitle(copy.title);
  const query = useGetAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const figures = query.data;
  return (
    <Stack gap="6">
      <PageHeader title={copy.title} intro={copy.intro} />
      {query.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} retryLabel={copy.retry} />
      ) : !figures ? (
        <Spinner label={copy.loading} />
      ) : (
        <>
          <Grid columns={{ mobile: 1, md: 2 }} gap="4">
            <Figure title={copy.today} amount={formatPaise(figures.today.revenue_paise)} note={copy.orders(figures.today.orders)} />
            <Figure title={copy.month} amount={formatPaise(figures.month.revenue_paise)} note={copy.orders(figures.month.orders)} />
          </Grid>
          <Tasks figures={figures} />
          <BackgroundJobs />
          <CodFigures cash={figures.cash_on_delivery} />
          <Surface as="section" aria-labelledby="revenue-chart">
            <SectionHeader title={copy.chart.title} titleId="revenue-chart" />
            <RevenueChart figures={figures} />
          </Surface>
          <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
            <LowStock lowStock={figures.low_stock} />
            <InvoiceCsvForm />
          </Grid>
        </>
      )}
    </Stack>
  );
}

function Figure({ title, amount, note }: { title: string; amount: string; note: string }) {
  const id = `figure-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Surface as="section" aria-labelledby={id}>
      <SectionHeader title={title} titleId={id} />
      <Text size="3xl" weight="bold">
        {amount}
      </Text>
      <Text tone="muted">{note}</Text>
    </Surface>
  );
}

function Tasks({ figures }: { figures: AdminDashboard }) {
  // Only the count: the dashboard's answer does not carry it, and one row is the least the list can answer.
  const trackingUpdates = useListUnmatchedTrackingUpdatesQuery({ page: 1, pageSize: 1 }, { refetchOnMountOrArgChange: true }).data?.total;
  const rows: { label: string; count: number; link?: { href: string; text: string } }[] = [
    { label: copy.awaitingShipment, count: figures.awaiting_shipment },
    { label: copy.pendingReviews, count: figures.pending_reviews },
    { label: copy.unreadMessages, count: figures.unread_messages },
    // The Rules' clocks: every open complaint, and those past their month first of all.
    { label: copy.openComplaints, count: figures.open_complaints ?? 0, ...(figures.open_complaints ? { link: { href: '/complaints', text: copy.openComplaintsLink } } : {}) },
    { label: copy.overdueComplaints, count: figures.overdue_complaints ?? 0 },
    ...(figures.quotes_requested ? [{ label: copy.quotesRequested, count: figures.quotes_requested, link: { href: '/quotes?status=requested', text: copy.openQuotes } }] : []),
    ...(figures.delivery_problems ? [{ label: copy.deliveryProblems, count: figures.delivery_problems, link: { href: '/orders/delivery-problems', text: copy.openDeliveryProblems } }] : []),
    ...(figures.returns_requested ? [{ label: copy.returnsRequested, count: figures.returns_requested, link: { href: '/orders/returns', text: copy.openReturns } }] : []),
    ...(figures.returns_to_receive ? [{ label: copy.returnsToReceive, count: figures.returns_to_receive, link: { href: '/orders/returns?status=approved', text: copy.openReturns } }] : []),
    // Products on sale without a declaration the law asks for: they keep selling, but staff should complete them.
    ...(figures.incomplete_declarations ? [{ label: copy.incompleteDeclarations, count: figures.incomplete_declarations, link: { href: '/products?incomplete=true', text: copy.openIncompleteDeclarations } }] : []),
    ...(trackingUpdates ? [{ label: copy.trackingUpdates, count: trackingUpdates, link: { href: '/orders/tracking-updates', text: copy.openTrackingUpdates } }] : []),
  ];
  return (
    <Surface as="section" aria-labelledby="dashboard-tasks">
      <SectionHeader
        title={copy.tasks}
        titleId="dashboard-tasks"
        action={
          figures.awaiting_shipment > 0 && (
            <LinkButton href="/orders?delivery=pending" variant="secondary">
              {copy.openOrders}
            </LinkButton>
          )
        }
      />
      <Grid as="dl" columns={rows.length > 3 ? { mobile: 1, md: 2, lg: 4 } : { mobile: 1, md: 3 }} gap="4">
        {rows.map((row) => (
          <Stack key={row.label} gap="1">
            <Text as="dt" tone="muted">
              {row.label}
            </Text>
            {/* A group of a list of terms holds only terms and definitions: the way to the work is part of its count. */}
            <Stack as="dd" gap="1" margin="0">
              <Text as="span" size="2xl" weight="bold">
                {row.count}
              </Text>
              {row.link && (
                <Box>
                  <LinkButton href={row.link.href} variant="ghost" size="sm">
                    {row.link.text}
                  </LinkButton>
                </Box>
              )}
            </Stack>
          </Stack>
        ))}
      </Grid>
    </Surface>
  );
}

function RevenueChart({ figures }: { figures: AdminDashboard }) {
  const days = figures.revenue_by_day;
  const total = days.reduce((sum, day) => sum + day.revenue_paise, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<(typeof days)[number] | null>((top, day) => (day.revenue_paise > (top?.revenue_paise ?? 0) ? day : top), null);
  return (
    <BarChart
      title={copy.chart.title}
      data={days.map((day) => ({ key: day.date, label: dayLabel(day.date), value: day.revenue_paise }))}
      formatValue={formatPaise}
      labelHeader={copy.chart.day}
      valueHeader={copy.chart.revenue}
      summary={copy.chart.summary(formatPaise(total), orders, best ? `${dayLabel(best.date)} (${formatPaise(best.revenue_paise)})` : null)}
    />
  );
}
