import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { PincodeBox, type PincodeBoxProps, type PincodeStatus } from './PincodeBox';
import { clearPendingAnnouncements, fakeDeliveryLookup, fakePincodeLookup } from './fakePincodeLookup';

/**
 * Keyboard, errors, input cleaning, the courier's delivery answers and the cart's Checkout button, plus
 * `All` for visual checks.
 */
const meta = {
  title: 'Components/PincodeBox/Features',
  component: PincodeBox,
  tags: ['!autodocs'],
  args: {
    onCheck: fn(fakePincodeLookup),
    onStatusChange: fn(),
    onChange: fn(),
    validMessage: 'Pincode validated',
    invalidMessage: 'Please Enter a Valid Pincode Please',
  },
  beforeEach: clearPendingAnnouncements,
} satisfies Meta<typeof PincodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the keyboard: Tab to the box, type, Enter checks. An unknown pincode
 * shows the error in an alert (announced at once), marks the box invalid and
 * describes it with the message; focus stays in the box to correct it.
 */
export const KeyboardInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('000000{Enter}');

    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Please Enter a Valid Pincode Please'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please Enter a Valid Pincode Please');
    await expect(input).toHaveFocus();
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('invalid', '000000');

    // Editing forgets the answer: the error goes at once.
    await userEvent.keyboard('{Backspace}');
    await expect(alert).toBeEmptyDOMElement();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('idle', '00000');
  },
};

/** Only digits go in, at most six: letters and spaces are dropped, also from pasted text. */
export const OnlyDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');

    await userEvent.type(input, '56a0-0');
    await expect(input).toHaveValue('5600');
    await userEvent.clear(input);
    await userEvent.paste('560 038 99');
    await expect(input).toHaveValue('560038');
    await expect(args.onChange).toHaveBeenLastCalledWith('560038');
    await expect(canvas.getByRole('button', { name: 'Check' })).toBeEnabled();
  },
};

/** A lookup that fails (no network) is not "invalid": the message says to try again. */
export const LookupFailed: Story = {
  args: {
    onCheck: fn(async (_pincode: string): Promise<boolean> => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '560038{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Could not check the pincode. Please try again.'),
    );
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('failed', '560038');
  },
};

/**
 * The product page, by keyboard: the courier's promise. The day ("Delivery by Thu, 27 Nov"), the courier
 * and whether cash on delivery is taken there appear in the status region (announced politely) beside a
 * truck, and describe the box; focus stays in the box.
 */
export const DeliveryPromise: Story = {
  args: { onCheck: fn(fakeDeliveryLookup), label: 'Check delivery' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Check delivery' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('110001{Enter}');

    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Thu, 27 Nov'));
    await expect(status).toHaveTextContent('Shipped by Delhivery');
    await expect(status).toHaveTextContent('Cash on delivery available');
    await expect(within(status).getByText('Delivery by Thu, 27 Nov')).toHaveAttribute('dateTime', '2025-11-27');
    await expect(input).toHaveAccessibleDescription(/^Delivery by Thu, 27 Nov Shipped by Delhivery Cash on delivery available$/);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('valid', '110001');
    await expect(input).toHaveFocus();
  },
};

/** A promise where no courier collects cash: said in words, not by the icon's colour. */
export const NoCashOnDelivery: Story = {
  args: { onCheck: fn(fakeDeliveryLookup) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '799001{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Tue, 2 Dec'));
    await expect(status).toHaveTextContent('Shipped by India Post');
    await expect(status).toHaveTextContent('Cash on delivery not available here');
  },
};

/** No cash on delivery for this order, with the shop's reason in place of the plain "not available". */
export const NoCashOnDeliveryWithReason: Story = {
  args: { onCheck: fn(fakeDeliveryLookup) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '560001{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Fri, 28 Nov'));
    await expect(status).toHaveTextContent('Cash on delivery is for orders up to ₹10,000');
    await expect(status).not.toHaveTextContent('Cash on delivery not available here');
  },
};

/**
 * With the mouse, a real pincode no courier serves: the answer is polite (the shopper typed nothing
 * wrong, so the box is not marked invalid) and Checkout stays off (`unserviceable`).
 */
export const NotServiceable: Story = {
  args: { onCheck: fn(fakeDeliveryLookup) },
  render: (args) => <CartSummary onCheck={args.onCheck} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '744101');
    const check = canvas.getByRole('button', { name: 'Check' });
    await userEvent.click(check);

    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Sorry, we can’t deliver to this pincode yet.'));
    await expect(input).toHaveAccessibleDescription('Sorry, we can’t deliver to this pincode yet.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Enter Pincode first' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveFocus();
  },
};

/**
 * The courier service cannot be asked just now: the box says so plainly, shows no date, and the shopper
 * can still order (`valid`, so Checkout turns on).
 */
export const CourierUnknown: Story = {
  args: { onCheck: fn(fakeDeliveryLookup) },
  render: (args) => <CartSummary onCheck={args.onCheck} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '400001{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('We can’t check the delivery date right now. You can still place your order.'),
    );
    await expect(status.querySelector('time')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

/**
 * The cart's check: the postal lookup first ("Pincode validated"), then the courier's promise for the cart,
 * both in the one status region, which describes the box.
 */
export const ValidatedWithPromise: Story = {
  args: { onCheck: fn(fakeDeliveryLookup), isValidMessageWithDelivery: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '110001{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Thu, 27 Nov'));
    await expect(status).toHaveTextContent(/^Pincode validated Delivery by Thu, 27 Nov/);
    await expect(input).toHaveAccessibleDescription(/^Pincode validated Delivery by Thu, 27 Nov Shipped by Delhivery Cash on delivery available$/);
  },
};

/** Not serviceable is no validated pincode: only the courier's answer shows. */
export const ValidatedButNotServiceable: Story = {
  args: { onCheck: fn(fakeDeliveryLookup), isValidMessageWithDelivery: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '744101{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Sorry, we can’t deliver to this pincode yet.'));
    await expect(status).not.toHaveTextContent('Pincode validated');
  },
};

/**
 * The answer depends on what is bought too (the quantity, the cart's lines): when `recheckKey` changes after an
 * answer, the same pincode is checked again and the new answer takes the old one's place; focus stays put.
 */
export const RechecksWhenTheOrderChanges: Story = {
  args: { onCheck: fn(fakeDeliveryLookup), label: 'Check delivery' },
  render: function Render(args) {
    const [quantity, setQuantity] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 384 }}>
        <Button variant="secondary" onPress={() => setQuantity((count) => count + 1)}>
          {`Quantity ${quantity}: add one`}
        </Button>
        <PincodeBox {...args} recheckKey={quantity} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Check delivery' }), '110001{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Thu, 27 Nov'));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);

    const more = canvas.getByRole('button', { name: /add one/ });
    await userEvent.click(more);
    await waitFor(() => expect(args.onCheck).toHaveBeenCalledTimes(2));
    await expect(args.onCheck).toHaveBeenLastCalledWith('110001');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Thu, 27 Nov'));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('valid', '110001');
    await expect(more).toHaveFocus();
  },
};

/** Before any answer, a change of `recheckKey` asks nothing: the shopper has not checked a pincode yet. */
export const NoRecheckBeforeAnAnswer: Story = {
  args: { onCheck: fn(fakeDeliveryLookup) },
  render: function Render(args) {
    const [quantity, setQuantity] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 384 }}>
        <Button variant="secondary" onPress={() => setQuantity((count) => count + 1)}>
          Add one
        </Button>
        <PincodeBox {...args} recheckKey={quantity} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pincode' }), '11000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one' }));
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

function CartSummary({ onCheck }: { onCheck: PincodeBoxProps['onCheck'] }) {
  const [status, setStatus] = useState<PincodeStatus>('idle');
  const ready = status === 'valid';
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 384 }}>
      <PincodeBox
        onCheck={onCheck}
        onStatusChange={setStatus}
        validMessage="Pincode validated"
        invalidMessage="Please Enter a Valid Pincode Please"
      />
      <Button isDisabled={!ready} isFullWidth>
        {ready ? 'Checkout' : 'Enter Pincode first'}
      </Button>
    </div>
  );
}

/** The cart summary: Checkout turns on only after a valid pincode, and off again when it is edited. */
export const EnablesCheckout: Story = {
  render: (args) => <CartSummary onCheck={args.onCheck} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enter Pincode first' })).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '110001{Enter}');
    const checkout = await canvas.findByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeEnabled();
    await userEvent.type(input, '{Backspace}');
    await expect(canvas.getByRole('button', { name: 'Enter Pincode first' })).toBeDisabled();
  },
};

/**
 * Idle, checking, valid, invalid and failed, and the courier's four answers, for visual review (the play
 * function drives each box).
 */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="pincode-idle">
        <header className={layout.cardHeader}>
          <h2 id="pincode-idle" className={layout.cardTitle}>
            Before the answer
          </h2>
          <p className={layout.cardDescription}>Check turns on at six digits and shows it is busy.</p>
        </header>
        <PincodeBox label="Pincode (empty)" onCheck={fakePincodeLookup} description="We deliver across India." />
        <PincodeBox label="Pincode (checking)" onCheck={() => new Promise<boolean>(() => {})} defaultValue="560038" />
      </section>
      <section className={layout.card} aria-labelledby="pincode-answers">
        <header className={layout.cardHeader}>
          <h2 id="pincode-answers" className={layout.cardTitle}>
            Answers
          </h2>
          <p className={layout.cardDescription}>Announced: politely when valid, at once when not.</p>
        </header>
        <PincodeBox label="Pincode (valid)" onCheck={fakePincodeLookup} defaultValue="560038" validMessage="Pincode validated" />
        <PincodeBox
          label="Pincode (invalid)"
          onCheck={fakePincodeLookup}
          defaultValue="000000"
          invalidMessage="Please Enter a Valid Pincode Please"
        />
        <PincodeBox
          label="Pincode (lookup failed)"
          onCheck={() => Promise.reject(new Error('offline'))}
          defaultValue="400001"
        />
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="pincode-delivery">
        <header className={layout.cardHeader}>
          <h2 id="pincode-delivery" className={layout.cardTitle}>
            Delivery answers
          </h2>
          <p className={layout.cardDescription}>
            The courier’s promise, or why there is none; all announced politely. Only “not serviceable” stops checkout.
          </p>
        </header>
        <div className={layout.columns}>
          <PincodeBox label="Pincode (delivery promise)" onCheck={fakeDeliveryLookup} defaultValue="110001" />
          <PincodeBox label="Pincode (no cash on delivery)" onCheck={fakeDeliveryLookup} defaultValue="799001" />
          <PincodeBox label="Pincode (not serviceable)" onCheck={fakeDeliveryLookup} defaultValue="744101" />
          <PincodeBox label="Pincode (courier unknown)" onCheck={fakeDeliveryLookup} defaultValue="400001" />
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['checking', 'valid', 'invalid', 'lookup failed', 'delivery promise', 'no cash on delivery', 'not serviceable', 'courier unknown']) {
      const input = canvas.getByRole('textbox', { name: `Pincode (${name})` });
      await userEvent.click(input);
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(canvas.getAllByText(/Pincode validated|Please Enter|Could not check/)).toHaveLength(3));
    await waitFor(() => expect(canvas.getAllByText(/^(Delivery by|Sorry, we can’t|We can’t check)/)).toHaveLength(4));
    await expect(canvas.getByRole('button', { name: 'Checking…' })).toBeVisible();
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
