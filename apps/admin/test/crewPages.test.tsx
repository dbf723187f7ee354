// @vitest-environment happy-dom
import type { Crew } from '@shop/api-client/admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CrewEditorPage } from '../src/pages/CrewEditorPage/CrewEditorPage';
import { byRole, press, renderWithShop, signedInAs, waitFor, type SentRequest } from './support/fakeShop';
import { errorUnder, field, fill } from './support/formFields';

const pune: Crew = {
  id: 3,
  name: 'Pune crew',
  active: true,
  pincodes: ['411', '412105'],
  hours: [
    { weekday: 1, start: '09:00', end: '13:00' },
    { weekday: 1, start: '14:00', end: '18:00' },
  ],
  days_off: [],
  version: 2,
};

function editorAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/crews', Component: () => <p>The list of crews</p> },
      { path: '/crews/:crewId', Component: CrewEditorPage },
    ],
    { initialEntries: [path] },
  );
  return { page: <RouterProvider router={router} />, router };
}

describe('a crew’s editor', () => {
  it('saves the crew whole with the version read, the PIN codes as a list', async () => {
    const { page, router } = editorAt('/crews/3');
    const { container, sent } = await renderWithShop(page, {
      'GET /api/admin/me/': signedInAs('owner'),
      'GET /api/admin/crews/': { body: [pune] },
      'PUT /api/admin/crews/3/': (request: SentRequest) => ({ body: { ...pune, ...(request.body as object), version: 3 } }),
    });
    await waitFor(() => field(container, /^PIN codes served/));
    await fill(field(container, /^PIN codes served/), '411, 412105 413');
    await press(byRole(container, 'button', 'Save the crew'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/crews'));
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { name: 'Pune crew', active: true, pincodes: ['411', '412105', '413'], hours: pune.hours, days_off: [], version: 2 },
    ]);
  });

  it('shows the server’s refusal of one period under that period’s field, and a bad PIN code before sending', async () => {
    const refusal = { status: 400, body: { detail: 'The crew cannot be saved.', errors: { 'hours.1.start': ['This overlaps another period of the same day.'] } } };
    const { page } = editorAt('/crews/3');
    const { container, sent } = await renderWithShop(page, {
      'GET /api/admin/me/': signedInAs('owner'),
      'GET /api/admin/crews/': { body: [pune] },
      'PUT /api/admin/crews/3/': refusal,
    });
    await waitFor(() => field(container, /^PIN codes served/));
    await fill(field(container, /^PIN codes served/), '4110');
    await press(byRole(container, 'button', 'Save the crew'));
    await waitFor(() => expect(errorUnder(field(container, /^PIN codes served/))).toBe('“4110” is neither a 6-digit PIN code nor a 3-digit prefix.'));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await fill(field(container, /^PIN codes served/), '411');
    await press(byRole(container, 'button', 'Save the crew'));
    await waitFor(() => expect(errorUnder(field(container, /^From \(2\)/))).toBe('This overlaps another period of the same day.'));
    expect(container.textContent).toContain('The crew was not saved');
  });
});
