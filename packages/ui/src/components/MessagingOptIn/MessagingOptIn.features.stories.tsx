import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { MessagingOptIn, type MessagingOptInValue } from './MessagingOptIn';

/** Keyboard, offers, the required number, the server's error, disabled and custom words, plus `All` for visual checks. */
const meta = {
  title: 'Components/MessagingOptIn/Features',
  component: MessagingOptIn,
  tags: ['!autodocs'],
  args: { onChange: fn() },
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
 * Keyboard: each checkbox is a Tab stop and Space ticks it; the number, once it appears, comes next in the
 * order, then the offers box.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'WhatsApp' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toHaveFocus();
    await userEvent.keyboard(' ');

    await userEvent.tab();
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveFocus();
    await userEvent.keyboard('9123456780');
    await userEvent.tab();
    const offers = canvas.getByRole('checkbox', { name: 'Offers and sales on WhatsApp or SMS' });
    await expect(offers).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: ['sms'], marketing: ['sms'], mobile: '9123456780' });
  },
};

/**
 * Offers follow the channels ticked. Unticking every channel takes the number away and the offers with it;
 * ticking a channel again does not tick offers again (consent is never assumed).
 */
export const OffersFollowChannels: Story = {
  args: { defaultValue: { order_updates: ['whatsapp'], marketing: ['whatsapp'], mobile: '98765 43210' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const offers = canvas.getByRole('checkbox', { name: 'Offers and sales on WhatsApp or SMS' });
    await expect(offers).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(offers).toHaveAccessibleDescription(/^On WhatsApp and SMS, as ticked above\./);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      order_updates: ['whatsapp', 'sms'],
      marketing: ['whatsapp', 'sms'],
      mobile: '98765 43210',
    });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'WhatsApp' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: [], marketing: [] });
    await expect(offers).not.toBeChecked();
    await expect(offers).toBeDisabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'WhatsApp' }));
    await expect(offers).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('98765 43210');
  },
};

function SignUpForm({ onChange }: { onChange?: (value: MessagingOptInValue) => void }) {
  const [contact, setContact] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Phone" type="tel" value={contact} onChange={setContact} />
      <MessagingOptIn defaultMobile={contact} onChange={onChange} />
    </div>
  );
}

/**
 * On the sign-up form the phone is typed above the opt-in: ticking a channel brings that number; from then on
 * the field is the customer's.
 */
export const FollowsThePhoneAbove: Story = {
  render: (args) => <SignUpForm onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '98765 43210');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'WhatsApp' }));
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveValue('98765 43210');
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: ['whatsapp'], marketing: [], mobile: '98765 43210' });

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '91234 56780');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '1');
    await expect(mobile).toHaveValue('91234 56780');
  },
};

/** Everything chosen (controlled), e.g. the sign-up form coming back to its page. */
export const Filled: Story = {
  args: { value: { order_updates: ['whatsapp', 'sms'], marketing: ['whatsapp', 'sms'], mobile: '+91 98765-43210' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['WhatsApp', 'SMS', 'Offers and sales on WhatsApp or SMS']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+91 98765-43210');
  },
};

function CheckoutForm({ onSubmit }: { onSubmit: (value: MessagingOptInValue) => void }) {
  const [value, setValue] = useState<MessagingOptInValue>({});
  return (
    <Form
      style={{ display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <MessagingOptIn value={value} onChange={setValue} />
      <Button type="submit">Place order</Button>
    </Form>
  );
}

/**
 * In a form: a ticked channel needs the number. Submitting without it focuses the field and reads why; a
 * number that is not an Indian mobile says so (the shop's one rule); a good one lets the form go.
 */
export const NumberRequired: Story = {
  render: (args) => <CheckoutForm onSubmit={(value) => args.onChange?.(value)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription("We'll send updates to this number once you confirm it in your account, and e-mail you meanwhile; if it replied STOP to us, we send nothing there until it sends START. Enter the mobile number for WhatsApp or SMS.");

    await userEvent.type(mobile, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription("We'll send updates to this number once you confirm it in your account, and e-mail you meanwhile; if it replied STOP to us, we send nothing there until it sends START. Enter a valid 10-digit Indian mobile number."));

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '09123 456780');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: ['sms'], marketing: [], mobile: '09123 456780' });
    await expect(mobile).not.toHaveAttribute('aria-invalid');
  },
};

/** The server refused the number (a 400 naming `mobile`): its words under the field, read as its description. */
export const ServerError: Story = {
  args: {
    defaultValue: { order_updates: ['whatsapp'], marketing: [], mobile: '55555 12345' },
    mobileError: 'Enter a valid 10-digit Indian mobile number.',
  },
  play: async ({ canvasElement }) => {
    const mobile = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription("We'll send updates to this number once you confirm it in your account, and e-mail you meanwhile; if it replied STOP to us, we send nothing there until it sends START. Enter a valid 10-digit Indian mobile number.");
  },
};

/** While the form is being sent. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { order_updates: ['whatsapp'], marketing: [], mobile: '98765 43210' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

/** The page's own words replace any default, one at a time. */
export const CustomWords: Story = {
  args: {
    labels: {
      orderUpdates: 'Send my order updates on',
      offers: 'Also send me offers and sales',
      withdraw: 'Switch these off whenever you like under My account › Messages, or reply STOP.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Send my order updates on' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Also send me offers and sales' })).toBeDisabled();
    await expect(canvas.getByText(/My account › Messages/)).toBeVisible();
  },
};

/** Unticked (as every form starts), chosen, refused by the server, and long words, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="optin-default">
        <header className={layout.cardHeader}>
          <h2 id="optin-default" className={layout.cardTitle}>
            As every form starts
          </h2>
          <p className={layout.cardDescription}>Nothing ticked, no number asked for; offers wait for a channel.</p>
        </header>
        <MessagingOptIn defaultMobile="98765 43210" />
      </section>
      <section className={layout.card} aria-labelledby="optin-filled">
        <header className={layout.cardHeader}>
          <h2 id="optin-filled" className={layout.cardTitle}>
            Chosen
          </h2>
          <p className={layout.cardDescription}>A channel ticked brings the number; offers go on the same channels.</p>
        </header>
        <MessagingOptIn defaultValue={{ order_updates: ['whatsapp'], marketing: ['whatsapp'], mobile: '98765 43210' }} />
      </section>
      <section className={layout.card} aria-labelledby="optin-error">
        <header className={layout.cardHeader}>
          <h2 id="optin-error" className={layout.cardTitle}>
            Refused by the server
          </h2>
          <p className={layout.cardDescription}>The server’s 400 about the number, under its field.</p>
        </header>
        <MessagingOptIn
          defaultValue={{ order_updates: ['whatsapp', 'sms'], marketing: [], mobile: '55555 12345' }}
          mobileError="Enter a valid 10-digit Indian mobile number."
        />
      </section>
      <section className={layout.card} aria-labelledby="optin-long">
        <header className={layout.cardHeader}>
          <h2 id="optin-long" className={layout.cardTitle}>
            Long words, disabled
          </h2>
          <p className={layout.cardDescription}>A shop’s own copy wraps; disabled while the form is sent.</p>
        </header>
        <MessagingOptIn
          isDisabled
          defaultValue={{ order_updates: ['sms'], marketing: ['sms'], mobile: '91234 56780' }}
          labels={{
            orderUpdates: 'Messages about this order and every order after it, on WhatsApp or by SMS',
            offers: 'Offers, sales, new products and the monsoon season’s bird-net discounts, on the same channels',
          }}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /WhatsApp/ })).toHaveLength(4);
    await expect(canvas.getAllByRole('textbox', { name: 'Mobile number' })).toHaveLength(3);
  },
};
