// @vitest-environment happy-dom
import type { AdminQuote, AdminService } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { DraftEditor } from '../src/pages/QuotePage/DraftEditor';
import { allByRole, renderWithShop, signedInAs, waitFor } from './support/fakeShop';
import { spikeFitting } from './support/services';

const retired: AdminService = { ...spikeFitting, id: 3, name: 'Old fitting', active: false };

function requestAt(pincode: string, servicesOffered: boolean): AdminQuote {
  return {
    id: 4,
    number: 'Q-2026-000004',
    version: 1,
    status: 'requested',
    created_at: '2026-06-01T04:30:00.000Z',
    name: 'Meera Iyer',
    organisation: 'Sea Breeze CHS',
    phone: '9876543210',
    email: 'meera@example.in',
    gstin: null,
    site_pincode: pincode,
    site_address: 'Wing B terrace',
    site_kind: 'housing_society',
    wants_installation: true,
    note: null,
    lines: [{ variant: null, product_title: null, variant_label: null, description: 'Spikes on the parapet', quantity: 1 }],
    customer: null,
    order: null,
    draft: null,
    sent: [],
    catalogue: [],
    services_offered: servicesOffered,
  };
}

const serviceButtons = (container: HTMLElement) => allByRole(container, 'button', /^Add (?!a line)/).map((button) => button.textContent);

describe('the quotation editor’s services', () => {
  it('offers each active service where a crew serves the site', async () => {
    const { container } = await renderWithShop(<DraftEditor quote={requestAt('411001', true)} onDirty={() => undefined} onReload={() => undefined} />, {
      'GET /api/admin/me/': signedInAs('owner'),
      'GET /api/admin/services/': { body: [spikeFitting, retired] },
    });
    await waitFor(() => expect(serviceButtons(container)).toEqual(['Add Bird spike fitting']));
    expect(container.textContent).not.toContain('No crew of ours');
  });

  it('offers none where no crew goes, and says why, as the server would refuse them', async () => {
    const { container } = await renderWithShop(<DraftEditor quote={requestAt('400050', false)} onDirty={() => undefined} onReload={() => undefined} />, {
      'GET /api/admin/me/': signedInAs('owner'),
      'GET /api/admin/services/': { body: [spikeFitting, retired] },
    });
    await waitFor(() => expect(container.textContent).toContain('No crew of ours works at PIN code 400050'));
    expect(serviceButtons(container)).toEqual([]);
    expect(allByRole(container, 'button', 'Add a line')).toHaveLength(1);
  });
});
