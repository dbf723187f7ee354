import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { MessagingPreferences } from './MessagingPreferences';
import { AccountMessagingExample, SAMPLE_CODE } from './MessagingPreferencesExamples/AccountMessagingExample';
import { chosenAtCheckout, nothingChosen, repliedStop, tickedAfterStop, unproved } from './MessagingPreferencesExamples/samplePreferences';

/**
 * Keyboard, a STOP reply, asking for the number, changing it, failures and saving, plus `All` for visual
 * checks. The fake server answers in 300 ms and records each change at 28 Nov 2026, 10:00 am.
 */
const meta = {
  title: 'Components/MessagingPreferences/Features',
  component: MessagingPreferences,
  tags: ['!autodocs'],
  args: { preferences: chosenAtCheckout, onChange: fn() },
  beforeEach: clearAnnouncementsAfterStory,
  decorators: [
    // A column as wide as the page would give it; the full-page `All` lays out its own.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MessagingPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Tab reaches "Change number", then each switch in reading order; Space turns SMS order updates
 * on, and focus stays on the switch while it saves.
 */
export const Keyboard: Story = {
  render: (args) => <AccountMessagingExample initial={chosenAtCheckout} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change number' })).toHaveFocus();
    await userEvent.tab();
    const orderUpdates = canvas.getByRole('group', { name: 'Order updates' });
    await expect(within(orderUpdates).getByRole('switch', { name: 'WhatsApp' })).toHaveFocus();
    await userEvent.tab();
    const sms = within(orderUpdates).getByRole('switch', { name: 'SMS' });
    await expect(sms).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ order_updates: { sms: true } });
    await expect(sms).toBeChecked();
    await expect(sms).toHaveFocus();
    await waitFor(() => expect(sms).toHaveAccessibleDescription('On since 28 Nov 2026, 10:00 am, turned on in your account'));
  },
};

/** A STOP sent back to a WhatsApp message withdrew WhatsApp; SMS, chosen at sign-up, is still on. */
export const RepliedStop: Story = {
  args: { preferences: repliedStop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orderUpdates = canvas.getByRole('group', { name: 'Order updates' });
    await expect(within(orderUpdates).getByRole('switch', { name: 'WhatsApp' })).toHaveAccessibleDescription(
      'Off since 27 Nov 2026, 9:02 am, you replied STOP',
    );
    await expect(within(orderUpdates).getByRole('switch', { name: 'SMS' })).toHaveAccessibleDescription(
      'On since 2 Oct 2026, 10:40 am, chosen when you signed up',
    );
    const offers = canvas.getByRole('group', { name: 'Offers and sales' });
    await expect(within(offers).getByRole('switch', { name: 'SMS' })).toHaveAccessibleDescription(
      'Off since 20 Nov 2026, 7:35 pm, turned off in your account',
    );
  },
};

/**
 * The number replied STOP on WhatsApp and the account turned WhatsApp on again: the switch is on, and under
 * each WhatsApp switch a sentence says nothing is sent there until the number sends START. SMS says nothing.
 */
export const StoppedNumber: Story = {
  args: { preferences: tickedAfterStop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orderUpdates = canvas.getByRole('group', { name: 'Order updates' });
    const whatsapp = within(orderUpdates).getByRole('switch', { name: 'WhatsApp' });
    await expect(whatsapp).toBeChecked();
    await expect(whatsapp).toHaveAccessibleDescription(
      'On since 27 Nov 2026, 11:30 am, turned on in your account. You replied STOP from this number, so we send nothing on WhatsApp until you send START to us there.',
    );
    const offers = canvas.getByRole('group', { name: 'Offers and sales' });
    await expect(within(offers).getByRole('switch', { name: 'WhatsApp' })).toHaveAccessibleDescription(
      'Off since 27 Nov 2026, 9:02 am, you replied STOP. You replied STOP from this number, so we send nothing on WhatsApp until you send START to us there.',
    );
    await expect(within(orderUpdates).getByRole('switch', { name: 'SMS' })).toHaveAccessibleDescription(
      'On since 2 Oct 2026, 10:40 am, chosen when you signed up',
    );
  },
};

/**
 * No number saved: turning SMS on asks for the number first (the switch stays off, focus moves to the field,
 * which says why). Saving sends the number and the choice together, the switch comes on and takes focus back.
 */
export const AsksForNumber: Story = {
  render: (args) => <AccountMessagingExample initial={nothingChosen} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No number saved')).toBeVisible();
    const sms = within(canvas.getByRole('group', { name: 'Order updates' })).getByRole('switch', { name: 'SMS' });
    await userEvent.click(sms);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(sms).not.toBeChecked();

    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAccessibleDescription('Add your mobile number to get order updates on SMS.');

    await userEvent.keyboard('{Enter}');
    await expect(mobile).toHaveAccessibleDescription('Add your mobile number to get order updates on SMS. Enter your mobile number.');
    await expect(mobile).toHaveFocus();

    await userEvent.type(mobile, '+91 91234-56780{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '9123456780', order_updates: { sms: true } });
    await waitFor(() => expect(sms).toHaveFocus());
    await expect(sms).toBeChecked();
    await expect(canvas.getByText('+91 91234 56780')).toBeVisible();
    await waitFor(() => expect(sms).toHaveAccessibleDescription('On since 28 Nov 2026, 10:00 am, turned on in your account'));
    removeStaleAnnouncements();
  },
};

/**
 * Changing the number with the mouse and the keyboard: a number that is not an Indian mobile is refused with
 * the shop's words; Escape cancels and focus goes back to "Change number"; Save keeps the choices.
 */
export const ChangeNumber: Story = {
  render: (args) => <AccountMessagingExample initial={chosenAtCheckout} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveValue('9876543210');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change number' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = canvas.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.clear(again);
    await userEvent.type(again, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(again).toHaveAccessibleDescription('WhatsApp and SMS messages go to this number. Enter a valid 10-digit Indian mobile number.');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.clear(again);
    await userEvent.type(again, '99200 11223');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ mobile: '9920011223' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change number' })).toHaveFocus());
    await expect(canvas.getByText('+91 99200 11223')).toBeVisible();
    removeStaleAnnouncements();
  },
};

/** The request fails: the switch goes back to where it was and the failure is announced. */
export const SaveFails: Story = {
  render: (args) => <AccountMessagingExample initial={chosenAtCheckout} onChange={args.onChange} fails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whatsapp = within(canvas.getByRole('group', { name: 'Order updates' })).getByRole('switch', { name: 'WhatsApp' });
    await userEvent.click(whatsapp);
    await expect(whatsapp).not.toBeChecked();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.'));
    await expect(whatsapp).toBeChecked();
    await expect(whatsapp).toHaveAccessibleDescription('On since 26 Nov 2026, 6:15 pm, chosen at checkout');
  },
};

/** The caller's own errors: the server's `detail` at the top, and its words about `mobile` under the number. */
export const CallerErrors: Story = {
  render: () => (
    <AccountMessagingExample
      initial={chosenAtCheckout}
      fails
      errorMessage="We could not reach the shop. Your choices have not changed."
      mobileError="This number is already on another account."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the shop. Your choices have not changed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }));
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription('WhatsApp and SMS messages go to this number. This number is already on another account.');
  },
};

/** Saving: the switch has moved, a spinner turns in it and it says "Saving…" until the request settles. */
export const Saving: Story = {
  render: (args) => <AccountMessagingExample initial={chosenAtCheckout} onChange={args.onChange} hangs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sms = within(canvas.getByRole('group', { name: 'Offers and sales' })).getByRole('switch', { name: 'SMS' });
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
    await expect(sms).toHaveAccessibleDescription('Saving…');
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
  },
};

/** A number not confirmed yet: the notice says nothing goes to it, and offers to confirm it. */
export const Unproved: Story = {
  render: () => <AccountMessagingExample initial={unproved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This number is not confirmed yet, so we send nothing to it. Confirm it with a code we send there.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm this number' }));
    const sms = canvas.getByRole('button', { name: 'By SMS' });
    await waitFor(() => expect(sms).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'On WhatsApp' })).toBeVisible();
  },
};

/**
 * The code sent by SMS: announced, the OTP boxes take it, and a new code waits for the cooldown. The right code
 * confirms the number, which is announced and the notice goes.
 */
export const CodeSent: Story = {
  render: () => <AccountMessagingExample initial={unproved} delay={50} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm this number' }));
    await userEvent.click(canvas.getByRole('button', { name: 'By SMS' }));
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent('We sent a 6-digit code by SMS. It works for 10 minutes.'));
    const first = canvas.getByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
    await userEvent.keyboard(SAMPLE_CODE);
    await waitFor(() => expect(canvas.getByText('Your number is confirmed.')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Confirm this number' })).toBeNull();
    removeStaleAnnouncements();
  },
};

/** A wrong code: the boxes are marked invalid and say how many tries are left, and the number stays unconfirmed. */
export const WrongCode: Story = {
  render: () => <AccountMessagingExample initial={unproved} delay={50} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm this number' }));
    await userEvent.click(canvas.getByRole('button', { name: 'On WhatsApp' }));
    const first = await canvas.findByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('000000');
    await waitFor(() => expect(canvas.getByText('The code is incorrect. 4 attempts left.')).toBeVisible());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Your number is confirmed.')).toBeNull();
    removeStaleAnnouncements();
  },
};

/** Choices from checkout, a STOP reply, no number yet, saving, a failure and a wrong code for a number not confirmed, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <AccountMessagingExample initial={chosenAtCheckout} hangs labels={{ title: 'Chosen at checkout' }} />
      <AccountMessagingExample initial={repliedStop} labels={{ title: 'After a STOP reply' }} />
      <AccountMessagingExample initial={nothingChosen} labels={{ title: 'Nothing chosen yet' }} />
      <AccountMessagingExample
        initial={chosenAtCheckout}
        labels={{ title: 'Changing the number' }}
        mobileError="This number is already on another account."
        errorMessage="We could not reach the shop. Your choices have not changed."
      />
      {/* No cooldown, so the snapshot does not catch a countdown mid-way. */}
      <AccountMessagingExample initial={unproved} delay={50} resendAfterSeconds={0} labels={{ title: 'Number not confirmed' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Saving, in the first panel.
    const first = canvas.getByRole('region', { name: 'Chosen at checkout' });
    await userEvent.click(within(within(first).getByRole('group', { name: 'Offers and sales' })).getByRole('switch', { name: 'SMS' }));
    // The number's editor with the server's error, in the last.
    const last = canvas.getByRole('region', { name: 'Changing the number' });
    await userEvent.click(within(last).getByRole('button', { name: 'Change number' }));
    await expect(within(last).getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    // A wrong code, in the panel of a number not confirmed.
    const unconfirmed = canvas.getByRole('region', { name: 'Number not confirmed' });
    await userEvent.click(within(unconfirmed).getByRole('button', { name: 'Confirm this number' }));
    await userEvent.click(within(unconfirmed).getByRole('button', { name: 'By SMS' }));
    await userEvent.type(await within(unconfirmed).findByRole('textbox', { name: 'Digit 1 of 6' }), '000000');
    await within(unconfirmed).findByText('The code is incorrect. 4 attempts left.');
    removeStaleAnnouncements();
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
