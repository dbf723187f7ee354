import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { PaymentMethodChoice, type CodUnavailableReason } from './PaymentMethodChoice';
import { CheckoutPaymentExample } from './PaymentMethodChoiceExamples/CheckoutPaymentExample';

/** Keyboard, every reason cash on delivery may be off, a required choice and the checkout's total, plus `All`. */
const meta = {
  title: 'Components/PaymentMethodChoice/Features',
  component: PaymentMethodChoice,
  tags: ['!autodocs'],
  args: { cashOnDelivery: { isAvailable: true, fee: 49 }, defaultValue: 'online', onChange: fn() },
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checkout column's width; `All` lays out its own. */
const checkoutColumn: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 480 }}>
      <Story />
    </div>
  ),
];

/**
 * Keyboard: the group is one Tab stop that lands on the chosen method; the arrow keys choose (and wrap);
 * Tab leaves the group.
 */
export const Keyboard: Story = {
  decorators: checkoutColumn,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PaymentMethodChoice {...args} />
      <Button>Proceed to pay</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const online = canvas.getByRole('radio', { name: 'Pay online' });
    const cod = canvas.getByRole('radio', { name: 'Cash on delivery' });
    await userEvent.tab();
    await expect(online).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(cod).toHaveFocus();
    await expect(cod).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cash_on_delivery');

    await userEvent.keyboard('{ArrowDown}');
    await expect(online).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(cod).toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Proceed to pay' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cod).toHaveFocus();
  },
};

/** A shop that charges nothing for cash on delivery says so instead of "+₹0". */
export const NoFee: Story = {
  decorators: checkoutColumn,
  args: { cashOnDelivery: { isAvailable: true, fee: 0 } },
  play: async ({ canvasElement }) => {
    const cod = within(canvasElement).getByRole('radio', { name: 'Cash on delivery' });
    await expect(cod).toHaveAccessibleDescription('Pay in cash or by UPI when your order arrives. No extra charge');
  },
};

/** A business buyer the shop allows to pay by transfer: a third option, reached by the arrow keys like the others. */
export const BankTransfer: Story = {
  decorators: checkoutColumn,
  args: { cashOnDelivery: { isAvailable: true, fee: 0 }, offersBankTransfer: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const transfer = canvas.getByRole('radio', { name: 'Bank transfer or UPI' });
    await expect(transfer).toHaveAccessibleDescription('Pay from your bank account against a proforma invoice; we dispatch once the money reaches us.');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(transfer).toHaveFocus();
    await expect(transfer).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('bank_transfer');
  },
};

/**
 * Cash on delivery not offered: its option is disabled and the arrow keys skip it, but its reason is still
 * read: as the disabled radio's description, and with "Pay online", where Tab lands.
 */
async function expectUnavailable(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement);
  const cod = canvas.getByRole('radio', { name: 'Cash on delivery' });
  await expect(cod).toBeDisabled();
  await expect(cod).toHaveAccessibleDescription(reason);
  const online = canvas.getByRole('radio', { name: 'Pay online' });
  await expect(online).toHaveAccessibleDescription(`${reason} UPI, cards, netbanking and wallets, paid now in a secure payment window.`);
  await userEvent.tab();
  await expect(online).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  await expect(online).toHaveFocus();
  await expect(online).toBeChecked();
}

function unavailable(reason: CodUnavailableReason, text: string, limit?: number): Story {
  return {
    args: { cashOnDelivery: { isAvailable: false, reason, limit } },
    decorators: checkoutColumn,
    play: async ({ canvasElement }) => expectUnavailable(canvasElement, text),
  };
}

/** The shop has switched cash on delivery off. */
export const SwitchedOff = unavailable('switched_off', 'Cash on delivery is switched off for now. Please pay online.');

/** No courier collects cash at the delivery pincode. */
export const NotServiceable = unavailable('not_serviceable', 'No courier collects cash at this pincode.');

/** The order is over the shop's limit, given in rupees. */
export const OverLimit = unavailable('over_limit', 'Cash on delivery is available for orders up to ₹10,000.', 10000);

/** The shopper refused a delivery before. */
export const RefusedBefore = unavailable(
  'refused_before',
  'Cash on delivery isn’t available on your account because an earlier order was refused at delivery.',
);

/** The courier service could not be asked just now. */
export const CourierUnknown = unavailable('carrier_unknown', 'We can’t confirm cash on delivery for this pincode right now.');

/** The page's own words replace any default, a reason at a time. */
export const CustomWords: Story = {
  decorators: checkoutColumn,
  args: {
    label: 'How would you like to pay?',
    cashOnDelivery: { isAvailable: false, reason: 'over_limit', limit: 5000 },
    labels: { online: 'UPI, card or netbanking', reasons: { over_limit: (limit) => `Only for orders up to ${limit}.` } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'How would you like to pay?' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'UPI, card or netbanking' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toHaveAccessibleDescription('Only for orders up to ₹5,000.');
  },
};

/** Nothing chosen yet: paying without a choice focuses the first option and reads the error. */
export const Required: Story = {
  decorators: checkoutColumn,
  args: { defaultValue: null },
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <PaymentMethodChoice {...args} name="payment_method" isRequired errorMessage="Please choose how to pay" />
      <Button type="submit">Place order</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const online = canvas.getByRole('radio', { name: 'Pay online' });
    await waitFor(() => expect(online).toHaveFocus());
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose how to pay');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(canvas.queryByText('Please choose how to pay')).toBeNull();
  },
};

/** In checkout: choosing cash on delivery adds its fee to the total and changes what the button does. */
export const InCheckout: Story = {
  decorators: checkoutColumn,
  args: { onChange: undefined },
  render: () => <CheckoutPaymentExample cashOnDelivery={{ isAvailable: true, fee: 49 }} subtotal={1299} shipping={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total payable')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on delivery' }));
    await expect(canvas.getByText('Cash on delivery fee')).toBeVisible();
    await expect(canvas.getByText('₹1,348')).toBeVisible();
    await expect(canvas.getByText('To pay at delivery')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeVisible();
  },
};

const reasons: Array<[CodUnavailableReason, string, number?]> = [
  ['refused_before', 'Refused before'],
  ['over_limit', 'Over the limit', 10000],
  ['not_serviceable', 'No courier collects cash'],
  ['carrier_unknown', 'Courier service not answering'],
  ['switched_off', 'Switched off'],
];

/** Offered with a fee (chosen and not), free, and each reason it may be off, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="payment-offered">
        <header className={layout.cardHeader}>
          <h2 id="payment-offered" className={layout.cardTitle}>
            Cash on delivery offered
          </h2>
          <p className={layout.cardDescription}>The fee is an amount of its own; a free option says so.</p>
        </header>
        <PaymentMethodChoice label="Payment method (fee)" cashOnDelivery={{ isAvailable: true, fee: 49 }} defaultValue="cash_on_delivery" />
        <PaymentMethodChoice label="Payment method (no fee)" cashOnDelivery={{ isAvailable: true, fee: 0 }} defaultValue="online" />
      </section>
      <section className={layout.card} aria-labelledby="payment-checkout">
        <header className={layout.cardHeader}>
          <h2 id="payment-checkout" className={layout.cardTitle}>
            In checkout
          </h2>
          <p className={layout.cardDescription}>The total follows the method chosen.</p>
        </header>
        <CheckoutPaymentExample cashOnDelivery={{ isAvailable: true, fee: 49 }} subtotal={1299} shipping={0} />
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="payment-unavailable">
        <header className={layout.cardHeader}>
          <h2 id="payment-unavailable" className={layout.cardTitle}>
            Cash on delivery not offered
          </h2>
          <p className={layout.cardDescription}>Disabled, with the plain reason; “Pay online” is described by it too.</p>
        </header>
        <div className={layout.columns}>
          {reasons.map(([reason, name, limit]) => (
            <PaymentMethodChoice
              key={reason}
              label={`Payment method (${name.toLowerCase()})`}
              cashOnDelivery={{ isAvailable: false, reason, limit }}
              defaultValue="online"
            />
          ))}
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3 + reasons.length);
    const disabled = canvas.getAllByRole('radio', { name: 'Cash on delivery' }).filter((radio) => (radio as HTMLInputElement).disabled);
    await expect(disabled).toHaveLength(reasons.length);
  },
};
