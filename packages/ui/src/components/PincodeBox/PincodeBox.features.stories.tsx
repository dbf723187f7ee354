import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { PincodeBox, type PincodeStatus } from './PincodeBox';
import { clearPendingAnnouncements, fakePincodeLookup } from './fakePincodeLookup';

/** Keyboard, errors, input cleaning and the cart's Checkout button, plus `All` for visual checks. */
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

function CartSummary({ onCheck }: { onCheck: (pincode: string) => Promise<boolean> }) {
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

/** Idle, checking, valid, invalid and failed, for visual review (the play function drives each box). */
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
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['checking', 'valid', 'invalid', 'lookup failed']) {
      const input = canvas.getByRole('textbox', { name: `Pincode (${name})` });
      await userEvent.click(input);
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(canvas.getAllByText(/Pincode validated|Please Enter|Could not check/)).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'Checking…' })).toBeVisible();
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
