// @vitest-environment happy-dom
import type { AdminService } from '@shop/api-client/admin';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServiceEditorPage } from '../src/pages/ServiceEditorPage/ServiceEditorPage';
import { ServicesPage } from '../src/pages/ServicesPage/ServicesPage';
import { byRole, press, renderWithShop, signedInAs, waitFor, type SentRequest } from './support/fakeShop';
import { errorUnder, field, fill } from './support/formFields';
import { spikeFitting } from './support/services';

const fitting: AdminService = { ...spikeFitting, version: 4 };
const survey: AdminService = { ...fitting, id: 1, name: 'Site survey', kind: 'survey', unit: 'visit', price_paise: 49900, sac_code: '998399', version: 1 };

function pagesAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/services', Component: ServicesPage },
      { path: '/services/new', Component: ServiceEditorPage },
      { path: '/services/:serviceId', Component: ServiceEditorPage },
    ],
    { initialEntries: [path] },
  );
  return { page: <RouterProvider router={router} />, router };
}

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('the services pages', () => {
  it('list each service with its price per unit, SAC code and rate, the owner’s New service among the actions', async () => {
    const { page } = pagesAt('/services');
    const { container } = await renderWithShop(page, { 'GET /api/admin/me/': signedInAs('owner'), 'GET /api/admin/services/': { body: [survey, fitting] } });
    await waitFor(() => expect(container.textContent).toContain('Bird spike fitting'));
    expect(container.textContent).toContain('₹150.00 per running metre');
    expect(container.textContent).toContain('998739');
    expect(container.querySelector('a[href="/services/new"]')?.textContent).toBe('New service');
    expect(container.querySelector('a[href="/services/1"]')?.getAttribute('aria-label')).toBe('Edit Site survey');
  });

  it('lets the owner reprice a service, saved whole with the version read', async () => {
    const { page, router } = pagesAt('/services/2');
    const { container, sent } = await renderWithShop(page, {
      'GET /api/admin/me/': signedInAs('owner'),
      'GET /api/admin/services/': { body: [survey, fitting] },
      'PUT /api/admin/services/2/': (request: SentRequest) => ({ body: { ...fitting, ...(request.body as object), version: 5 } }),
    });
    await waitFor(() => field(container, /^Price per unit with GST/));
    await fill(field(container, /^Price per unit with GST/), '175');
    await press(byRole(container, 'button', 'Save the service'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(puts(sent)).toEqual([{ name: 'Bird spike fitting', kind: 'installation', unit: 'running_metre', price_paise: 17500, sac_code: '998739', gst_rate: 18, active: true, job_minutes: 120, version: 4 }]);
  });

  it('asks how long one job takes only for a service priced per job, and sends it', async () => {
    const balconyNet: AdminService = { ...fitting, id: 3, name: 'Balcony net fitting', unit: 'job', sac_code: '995468', job_minutes: 120 };
    const { page, router } = pagesAt('/services/3');
    const { container, sent } = await renderWithShop(page, {
      'GET /api/admin/me/': signedInAs('owner'),
      'GET /api/admin/services/': { body: [survey, fitting, balconyNet] },
      'PUT /api/admin/services/3/': (request: SentRequest) => ({ body: { ...balconyNet, ...(request.body as object), version: 5 } }),
    });
    await waitFor(() => field(container, /^One job takes \(minutes\)/));
    // A number field takes what was typed when it is left, as when Save is pressed in a browser.
    const minutes = field(container, /^One job takes \(minutes\)/);
    await act(async () => minutes.focus());
    await fill(minutes, '180');
    await act(async () => minutes.blur());
    await press(byRole(container, 'button', 'Save the service'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(puts(sent)).toEqual([expect.objectContaining({ unit: 'job', job_minutes: 180, version: 4 })]);
  });

  it('names a SAC code installation cannot take before sending, and the server’s refusal under its field', async () => {
    const refusal = { status: 403, body: { detail: 'Only the shop’s owner may change prices.', errors: { price_paise: ['Only the owner sets a service’s price; leave it as it was.'] } } };
    const { page } = pagesAt('/services/2');
    const { container, sent } = await renderWithShop(page, { 'GET /api/admin/me/': signedInAs('owner'), 'GET /api/admin/services/': { body: [fitting] }, 'PUT /api/admin/services/2/': refusal });
    await waitFor(() => field(container, /^SAC code/));
    await fill(field(container, /^SAC code/), '998399');
    await press(byRole(container, 'button', 'Save the service'));
    await waitFor(() => expect(errorUnder(field(container, /^SAC code/))).toMatch(/heading 9987/));
    expect(puts(sent)).toEqual([]);

    await fill(field(container, /^SAC code/), '995468');
    await press(byRole(container, 'button', 'Save the service'));
    await waitFor(() => expect(errorUnder(field(container, /^Price per unit with GST/))).toBe('Only the owner sets a service’s price; leave it as it was.'));
    expect(container.textContent).toContain('The service was not saved');
  });

  it('lets other staff rename or retire a service, its price shown but not theirs, and keeps new services the owner’s', async () => {
    const { page, router } = pagesAt('/services/2');
    const { container, sent } = await renderWithShop(page, {
      'GET /api/admin/me/': signedInAs('staff'),
      'GET /api/admin/services/': { body: [fitting] },
      'PUT /api/admin/services/2/': (request: SentRequest) => ({ body: { ...fitting, ...(request.body as object), version: 5 } }),
    });
    await waitFor(() => field(container, /^Price per unit with GST/));
    expect(field(container, /^Price per unit with GST/).disabled).toBe(true);
    await fill(field(container, /^Name/), 'Spike fitting');
    await press(byRole(container, 'button', 'Save the service'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(puts(sent)).toEqual([expect.objectContaining({ name: 'Spike fitting', price_paise: 15000, version: 4 })]);
    expect(container.textContent).not.toContain('New service');

    await router.navigate('/services/new');
    await waitFor(() => expect(container.textContent).toContain('Only the owner adds services and sets their prices'));
  });
});
