import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessagingOptIn } from './MessagingOptIn';

/**
 * WhatsApp and SMS consent at sign-up and checkout, and a playground. Keyboard, the required number, the
 * server's error and the other states live in `MessagingOptIn.features.stories.tsx`; guidance in `MessagingOptIn.mdx`.
 */
const meta = {
  title: 'Components/MessagingOptIn',
  component: MessagingOptIn,
  args: { onChange: fn(), defaultMobile: '98765 43210' },
  decorators: [
    // A column as wide as the page would give it; the full-page `All` lays out its own.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MessagingOptIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing is ticked and no number is asked for. Ticking WhatsApp brings the number (required, filled in from
 * the profile); offers are a separate box, on the channels ticked; the value is ready to send as `messaging`.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Order updates on WhatsApp or SMS' });
    await expect(group).toHaveAccessibleDescription(
      'When your order is placed, shipped, out for delivery and delivered. Nothing is sent unless you tick it. You can turn these off at any time in your account, or by replying STOP.',
    );
    const whatsapp = within(group).getByRole('checkbox', { name: 'WhatsApp' });
    const sms = within(group).getByRole('checkbox', { name: 'SMS' });
    const offers = canvas.getByRole('checkbox', { name: 'Offers and sales on WhatsApp or SMS' });
    await expect(whatsapp).not.toBeChecked();
    await expect(sms).not.toBeChecked();
    await expect(offers).not.toBeChecked();
    await expect(offers).toBeDisabled();
    await expect(offers).toHaveAccessibleDescription(/^Tick WhatsApp or SMS above first\./);
    await expect(canvas.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();

    await userEvent.click(whatsapp);
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toBeRequired();
    await expect(mobile).toHaveValue('98765 43210');
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: ['whatsapp'], marketing: [], mobile: '98765 43210' });

    await userEvent.click(canvas.getByText('Offers and sales on WhatsApp or SMS'));
    await expect(offers).toBeChecked();
    await expect(offers).toHaveAccessibleDescription(/^On WhatsApp, as ticked above\./);
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: ['whatsapp'], marketing: ['whatsapp'], mobile: '98765 43210' });
  },
};

export const Playground: Story = {
  args: { isDisabled: false, mobileError: '' },
};
