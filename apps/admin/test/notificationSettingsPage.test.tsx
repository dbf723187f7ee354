// @vitest-environment happy-dom
import type { NotificationEvent, NotificationSettings } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { NotificationSettingsPage } from '../src/pages/NotificationSettingsPage/NotificationSettingsPage';
import { allByRole, byRole, press, renderWithShop, signedInAs, waitFor, type SentRequest } from './support/fakeShop';

const SETTINGS = '/api/admin/settings/notifications/';
const EVENTS: NotificationEvent[] = ['order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivered', 'refund_processed'];

/** The settings as the API answers them, with `off` switched off. */
function settings(version: number, off: NotificationEvent[] = []): NotificationSettings {
  return {
    version,
    channels: { whatsapp: 'whatsapp_cloud', sms: 'demo' },
    templates: EVENTS.map((event) => ({
      event,
      enabled: !off.includes(event),
      whatsapp_template: event,
      sms_template_id: null,
      parameters: ['customer name', 'order number'],
      buttons: event === 'cod_confirmation' ? ['Confirm order', 'Cancel order'] : [],
    })),
  };
}

const saves = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT' && request.path === SETTINGS).map((request) => request.body);
const refundSwitch = (within: ParentNode) => byRole(within, 'switch', /^Refund processed/);

describe('the WhatsApp and SMS settings', () => {
  it('the owner switches an event off and saves it with the version read', async () => {
    let stored = settings(3);
    const { container, sent } = await renderWithShop(<NotificationSettingsPage />, {
      'GET /api/admin/me/': signedInAs('owner'),
      [`GET ${SETTINGS}`]: () => ({ body: stored }),
      [`PUT ${SETTINGS}`]: () => {
        stored = settings(4, ['refund_processed']);
        return { body: stored };
      },
    });
    expect(byRole(container, 'heading', 'WhatsApp and SMS settings').tagName).toBe('H1');
    await waitFor(() => expect((refundSwitch(container) as HTMLInputElement).disabled).toBe(false));
    expect(allByRole(container, 'switch').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(container.textContent).toContain('Connected: WhatsApp Cloud API');

    await press(refundSwitch(container));
    expect((refundSwitch(container) as HTMLInputElement).checked).toBe(false);
    expect(byRole(container, 'status').textContent).toBe('You have changes that are not saved yet.');
    await press(byRole(container, 'button', 'Save'));

    await waitFor(() => expect(byRole(container, 'status').textContent).toBe('Saved. Messages follow these settings now.'));
    expect(saves(sent)).toEqual([{ version: 3, enabled_events: EVENTS.filter((event) => event !== 'refund_processed') }]);
    expect((refundSwitch(container) as HTMLInputElement).checked).toBe(false);
    expect(byRole(container, 'alert').textContent).toBe('');

    // The next save names the version the last one answered.
    await press(refundSwitch(container));
    await press(byRole(container, 'button', 'Save'));
    await waitFor(() => expect(saves(sent)).toHaveLength(2));
    expect(saves(sent)[1]).toEqual({ version: 4, enabled_events: EVENTS });
  });

  it('tells the owner someone else saved first (409), keeps their switch, and loads the other person’s settings on request', async () => {
    let stored = settings(3);
    const { container, sent } = await renderWithShop(<NotificationSettingsPage />, {
      'GET /api/admin/me/': signedInAs('owner'),
      [`GET ${SETTINGS}`]: () => ({ body: stored }),
      [`PUT ${SETTINGS}`]: () => ({
        status: 409,
        body: { detail: 'Someone else changed this setting since you opened it.', errors: { version: ['Someone else changed this setting since you opened it.'] } },
      }),
    });
    await waitFor(() => expect((refundSwitch(container) as HTMLInputElement).disabled).toBe(false));
    // A colleague switched Shipped off meanwhile.
    stored = settings(4, ['shipped']);

    await press(refundSwitch(container));
    await press(byRole(container, 'button', 'Save'));

    await waitFor(() => expect(byRole(container, 'alert').textContent).toBe('Someone else changed these settings since you opened them. Load theirs, then make your change again.'));
    expect(saves(sent)).toEqual([{ version: 3, enabled_events: EVENTS.filter((event) => event !== 'refund_processed') }]);
    // The owner's switch stays as they set it until they load the other person's settings.
    expect((refundSwitch(container) as HTMLInputElement).checked).toBe(false);
    expect((byRole(container, 'switch', /^Shipped/) as HTMLInputElement).checked).toBe(true);

    await press(byRole(container, 'button', 'Load their settings'));

    await waitFor(() => expect((byRole(container, 'switch', /^Shipped/) as HTMLInputElement).checked).toBe(false));
    expect((refundSwitch(container) as HTMLInputElement).checked).toBe(true);
    expect(byRole(container, 'alert').textContent).toBe('');
    expect(allByRole(container, 'button', 'Load their settings')).toHaveLength(0);

    await press(refundSwitch(container));
    await press(byRole(container, 'button', 'Save'));
    await waitFor(() => expect(saves(sent)).toHaveLength(2));
    expect(saves(sent)[1]).toEqual({ version: 4, enabled_events: EVENTS.filter((event) => event !== 'shipped' && event !== 'refund_processed') });
  });

  it('shows staff the same settings read-only: switches disabled, no Save', async () => {
    const { container, sent } = await renderWithShop(<NotificationSettingsPage />, {
      'GET /api/admin/me/': signedInAs('staff'),
      [`GET ${SETTINGS}`]: { body: settings(3, ['out_for_delivery']) },
    });
    await waitFor(() => expect(allByRole(container, 'switch')).toHaveLength(6));
    await waitFor(() => expect(sent.some((request) => request.path === '/api/admin/me/')).toBe(true));

    expect(container.textContent).toContain('Only the owner can change these.');
    expect(allByRole(container, 'switch').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect((byRole(container, 'switch', /^Out for delivery/) as HTMLInputElement).checked).toBe(false);
    expect(allByRole(container, 'button', 'Save')).toHaveLength(0);
    // What each event sends is there to read.
    expect(byRole(container, 'region', 'Events').textContent).toContain('Confirm order');

    await press(refundSwitch(container));
    expect((refundSwitch(container) as HTMLInputElement).checked).toBe(true);
    expect(saves(sent)).toEqual([]);
  });

  it('offers to load the settings again when they could not be', async () => {
    let fails = true;
    const { container } = await renderWithShop(<NotificationSettingsPage />, {
      'GET /api/admin/me/': signedInAs('owner'),
      [`GET ${SETTINGS}`]: () => (fails ? { status: 500, body: { detail: 'Down' } } : { body: settings(1) }),
    });
    await waitFor(() => expect(container.textContent).toContain('The settings could not be loaded.'));

    fails = false;
    await press(byRole(container, 'button', 'Try again'));

    await waitFor(() => expect(allByRole(container, 'switch')).toHaveLength(6));
  });
});
