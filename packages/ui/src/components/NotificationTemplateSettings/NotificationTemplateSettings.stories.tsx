import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory } from '../../storybook/liveAnnouncements';
import { NotificationTemplateSettings } from './NotificationTemplateSettings';
import { NotificationSettingsExample } from './NotificationTemplateSettingsExamples/NotificationSettingsExample';
import { shopTemplates } from './NotificationTemplateSettingsExamples/sampleTemplates';

/**
 * The back-office's WhatsApp and SMS settings and a playground. Keyboard, saving, a refused save, the demo
 * channels, read-only and long texts live in `NotificationTemplateSettings.features.stories.tsx`; guidance in
 * `NotificationTemplateSettings.mdx`.
 */
const meta = {
  title: 'Components/NotificationTemplateSettings',
  component: NotificationTemplateSettings,
  args: {
    channels: { whatsapp: 'whatsapp_cloud', sms: 'msg91' },
    templates: shopTemplates,
    canEdit: true,
    onSave: fn(),
  },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof NotificationTemplateSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner's view: both channels connected; each event a switch named by the event, described by when it
 * is sent, with its template, parameters in order, buttons and SMS template. Switching "Out for delivery" on
 * and saving sends the events that are on, in order.
 */
export const Default: Story = {
  render: (args) => <NotificationSettingsExample {...args} initial={shopTemplates} onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connected: WhatsApp Cloud API')).toBeVisible();
    await expect(canvas.getByText('Connected: MSG91')).toBeVisible();

    await expect(within(canvas.getByRole('list', { name: 'Events' })).getAllByRole('switch')).toHaveLength(6);
    const cod = canvas.getByRole('switch', { name: 'Cash-on-delivery confirmation' });
    await expect(cod).toBeChecked();
    await expect(cod).toHaveAccessibleDescription('Asks the customer to confirm a cash-on-delivery order, with Confirm and Cancel buttons.');
    const codCard = cod.closest('li')!;
    await expect(within(codCard).getByText('WhatsApp template').nextElementSibling).toHaveTextContent('cod_confirmation');
    await expect(within(codCard).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '{{1}}: customer name',
      '{{2}}: order number',
      '{{3}}: amount to pay on delivery',
      '{{4}}: confirm by (India time)',
      '{{5}}: confirmation link',
      'Confirm order',
      'Cancel order',
    ]);

    const outForDelivery = canvas.getByRole('switch', { name: 'Out for delivery' });
    await expect(outForDelivery).not.toBeChecked();
    await expect(within(outForDelivery.closest('li')!).getByText('No SMS template configured')).toBeVisible();
    await userEvent.click(outForDelivery);
    await expect(outForDelivery).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('You have changes that are not saved yet.');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(['order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivered']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved.'));
  },
};

export const Playground: Story = {};
