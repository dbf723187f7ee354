// @vitest-environment happy-dom
import type { AdminJob, TroubledJobs } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { BackgroundJobs } from '../src/pages/DashboardPage/BackgroundJobs';
import { allByRole, byRole, press, renderWithShop, signedInAs, toasts, waitFor, type FakeRoutes } from './support/fakeShop';

const JOBS = '/api/admin/jobs/';

const failed: AdminJob = {
  id: '6f1c8a52-3e9b-4c1d-9a57-2b8e4f0d7c13',
  name: 'reconcile-payments',
  state: 'failed',
  tries: 6,
  max_tries: 6,
  error: 'Error: The payment provider did not answer',
  created_at: '2026-11-24T04:00:00.000Z',
  since: '2026-11-24T04:35:00.000Z',
};
const stuck: AdminJob = { ...failed, id: '0b6d2f3e-8a41-4c7e-9d52-1f3a6b8c9e04', name: 'expire-unpaid-orders', state: 'waiting', tries: 0, error: null };

function shop(role: 'owner' | 'staff', jobs: () => AdminJob[]): FakeRoutes {
  return {
    'GET /api/admin/me/': signedInAs(role),
    [`GET ${JOBS}`]: () => ({ body: { items: jobs(), total: jobs().length } satisfies TroubledJobs }),
    [`POST ${JOBS}${failed.id}/retry/`]: () => ({ body: { ...failed, state: 'waiting', max_tries: 7 } }),
  };
}

describe('the dashboard’s background jobs', () => {
  it('lists a failed job with its error and tries and a stuck one; staff read them, only the owner retries', async () => {
    const { container } = await renderWithShop(<BackgroundJobs />, shop('staff', () => [failed, stuck]));

    const section = await waitFor(() => byRole(container, 'region', 'Background jobs needing attention'));
    await waitFor(() => expect(section.textContent).toContain('Only the owner can try a failed job again.'));
    expect(section.textContent).toContain('Checking pending payments with the provider');
    expect(section.textContent).toContain('Failed');
    expect(section.textContent).toContain('6 of 6 tries');
    expect(section.textContent).toContain('Error: The payment provider did not answer');
    expect(section.textContent).toContain('Expiring unpaid orders');
    expect(section.textContent).toContain('Not started');
    expect(allByRole(section, 'button', /^Try again now/)).toHaveLength(0);
  });

  it('lets the owner try a failed job again, then shows the list as it now is', async () => {
    let jobs = [failed, stuck];
    const routes = shop('owner', () => jobs);
    const retry = routes[`POST ${JOBS}${failed.id}/retry/`]!;
    routes[`POST ${JOBS}${failed.id}/retry/`] = (request) => {
      jobs = [stuck];
      return typeof retry === 'function' ? retry(request) : retry;
    };
    const { container, sent } = await renderWithShop(<BackgroundJobs />, routes);

    await press(await waitFor(() => byRole(container, 'button', 'Try again now: Checking pending payments with the provider')));
    await waitFor(() => expect(toasts()).toEqual(['Checking pending payments with the provider will be tried again in a moment.']));
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`${JOBS}${failed.id}/retry/`]);
    await waitFor(() => expect(container.textContent).not.toContain('Checking pending payments'));
    expect(container.textContent).toContain('Expiring unpaid orders');
  });

  it('shows nothing while no job needs attention', async () => {
    const { container, sent } = await renderWithShop(<BackgroundJobs />, shop('owner', () => []));
    await waitFor(() => expect(sent.some((request) => request.path === JOBS)).toBe(true));
    expect(container.textContent).toBe('');
  });
});
