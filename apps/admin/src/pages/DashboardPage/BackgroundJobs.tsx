import { useListTroubledJobsQuery, useRetryJobMutation, type AdminJob } from '@shop/api-client/admin';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { StatusBadge, type StatusBadgeIcon, type StatusBadgeTone } from '@shop/ui/StatusBadge';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { dashboardCopy } from '../../copy/dashboard';
import { serverProblem } from '../../features/forms/serverProblem';
import { orderTime } from '../../features/orders/orderText';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';

const copy = dashboardCopy.jobs;

const LOOKS: Record<AdminJob['state'], { tone: StatusBadgeTone; icon: StatusBadgeIcon }> = {
  failed: { tone: 'error', icon: 'cross' },
  waiting: { tone: 'warning', icon: 'clock' },
  running: { tone: 'warning', icon: 'alert' },
};

const nameOf = (job: AdminJob) => copy.names[job.name] ?? job.name;

/**
 * The background jobs that failed on their last try or are stuck, each with its error, tries and since when;
 * the owner may try a failed one again. Shown only when there is one: a quiet shop has nothing here.
 */
export function BackgroundJobs() {
  const jobs = useListTroubledJobsQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const isOwner = useIsOwner();
  if (!jobs || jobs.total === 0) return null;
  const anyFailed = jobs.items.some((job) => job.state === 'failed');
  return (
    <Surface as="section" aria-labelledby="background-jobs">
      <SectionHeader title={copy.title} titleId="background-jobs" />
      <Stack gap="4">
        <Text tone="muted">{copy.intro(jobs.total)}</Text>
        <Box as="ul" display="grid" gap="4" margin="0" padding="0">
          {jobs.items.map((job) => (
            <JobEntry key={job.id} job={job} canRetry={isOwner && job.state === 'failed'} />
          ))}
        </Box>
        {jobs.total > jobs.items.length && <Text tone="muted">{copy.more(jobs.total - jobs.items.length)}</Text>}
        {anyFailed && !isOwner && <Text tone="muted">{copy.ownerRetries}</Text>}
      </Stack>
    </Surface>
  );
}

function JobEntry({ job, canRetry }: { job: AdminJob; canRetry: boolean }) {
  const [retry, retrying] = useRetryJobMutation();
  const name = nameOf(job);
  const tryAgain = async () => {
    const result = await retry({ id: job.id });
    if (result.error) notify.error(serverProblem(result.error, dashboardCopy).detail);
    else notify.success(copy.retried(name));
  };
  return (
    <Stack as="li" gap="1">
      <Inline gap="2" align="space-between">
        <Text as="span" weight="semibold">
          {name}
        </Text>
        <StatusBadge {...LOOKS[job.state]}>{copy.states[job.state]}</StatusBadge>
      </Inline>
      <Text size="sm" tone="muted">
        {`${copy.since[job.state]} ${orderTime(job.since)} · ${copy.tries(job.tries, job.max_tries)}`}
      </Text>
      {job.error && <Text size="sm">{job.error}</Text>}
      {canRetry && (
        <Box>
          <Button variant="secondary" size="sm" aria-label={copy.retryLabel(name)} isPending={retrying.isLoading} pendingLabel={copy.retrying} onPress={() => void tryAgain()}>
            {copy.retry}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
