import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { NotificationTemplateSettings } from './NotificationTemplateSettings';
import { NotificationSettingsExample } from './NotificationTemplateSettingsExamples/NotificationSettingsExample';
import { longTemplate, shopTemplates } from './NotificationTemplateSettingsExamples/sampleTemplates';

/** Keyboard, saving, a refused save, demo channels, read-only and long texts, plus `All` for visual checks. */
const meta = {
  title: 'Components/NotificationTemplateSettings/Features',
  component: NotificationTemplateSettings,
  tags: ['!autodocs'],
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
 * Keyboard: every switch is a Tab stop in reading order and Space flips it; Save comes last. Turning
 * "Delivered" off and saving sends the events still on; focus stays on Save while it saves.
 */
export const Keyboard: Story = {
  render: (args) => <NotificationSettingsExample {...args} initial={shopTemplates} onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const names = ['Order placed', 'Cash-on-delivery confirmation', 'Shipped', 'Out for delivery', 'Delivered'];
    for (const name of names) {
      await userEvent.tab();
      await expect(canvas.getByRole('switch', { name })).toHaveFocus();
    }
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Delivered' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith(['order_placed', 'cod_confirmation', 'shipped']);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved.'));
    await expect(save).toHaveFocus();
    removeStaleAnnouncements();
  },
};

/** Saving: Save shows it is busy until the request settles. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Refund processed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};

/** The save is refused (someone saved first): the caller's words are announced, and the switches keep the change. */
export const SaveRefused: Story = {
  render: (args) => (
    <NotificationSettingsExample
      {...args}
      initial={shopTemplates}
      onSave={args.onSave}
      saveFails
      errorMessage="Someone else changed these settings. Reload the page to see their change, then switch again."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed these settings.');
    await userEvent.click(canvas.getByRole('switch', { name: 'Shipped' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-pending'), { timeout: 3000 });
    await expect(canvas.getByRole('switch', { name: 'Shipped' })).not.toBeChecked();
    removeStaleAnnouncements();
  },
};

/** Neither channel is connected: each says "Demo" and a note says nothing reaches customers. */
export const DemoChannels: Story = {
  args: { channels: { whatsapp: 'demo', sms: 'demo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Demo: log only')).toHaveLength(2);
    await expect(canvas.getByText(/A channel in demo sends nothing to customers/)).toBeVisible();
  },
};

/**
 * Staff who are not the owner: the switches are disabled (still read as on or off), there is no Save, and a
 * line says who can change them.
 */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only the owner can change these.')).toBeVisible();
    const switches = canvas.getAllByRole('switch');
    for (const toggle of switches) await expect(toggle).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Order placed' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Out for delivery' })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(canvas.getByText('Order placed'));
    await expect(canvas.getByRole('switch', { name: 'Order placed' })).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Long template names, a long DLT id, long parameters and three buttons wrap inside a phone's card. */
export const LongTexts: Story = {
  args: { templates: [longTemplate] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('switch', { name: 'Cash-on-delivery confirmation' }).closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Four of the six events: one with buttons, one with no SMS template, on and off. */
const ownerTemplates = shopTemplates.filter((template) => ['order_placed', 'cod_confirmation', 'out_for_delivery', 'refund_processed'].includes(template.event));

/** The owner's view with a change not saved yet, a refused save, demo channels read-only, and long texts, for visual review. */
export const All: Story = {
  parameters: {
    layout: 'fullscreen',
    // Each panel here has its own "Channels" and "Events" parts, so those regions share names; a settings page has one panel.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className={layout.page}>
      <div className={layout.wide}>
        <NotificationTemplateSettings
          channels={{ whatsapp: 'whatsapp_cloud', sms: 'msg91' }}
          templates={ownerTemplates}
          canEdit
          onSave={() => {}}
        />
      </div>
      <NotificationTemplateSettings
        channels={{ whatsapp: 'demo', sms: 'demo' }}
        templates={shopTemplates.slice(1, 3)}
        canEdit={false}
        labels={{ title: 'Read-only, in demo' }}
      />
      <NotificationTemplateSettings
        channels={{ whatsapp: 'whatsapp_cloud', sms: 'demo' }}
        templates={[longTemplate]}
        canEdit
        onSave={() => {}}
        labels={{ title: 'Long texts, a refused save' }}
        errorMessage="Someone else changed these settings. Reload the page to see their change, then switch again."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const owner = canvas.getAllByRole('region', { name: 'WhatsApp and SMS messages' })[0]!;
    await userEvent.click(within(owner).getByRole('switch', { name: 'Out for delivery' }));
    await expect(within(owner).getByRole('status')).toHaveTextContent('You have changes that are not saved yet.');
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
