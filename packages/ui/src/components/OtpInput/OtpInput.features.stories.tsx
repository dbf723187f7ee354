import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { EmailVerificationExample } from './OtpInputExamples/EmailVerificationExample';
import { OtpInput } from './OtpInput';

/** Paste, keyboard editing, the Verify flow and states, plus `All` for visual checks. */
const meta = {
  title: 'Components/OtpInput/Features',
  component: OtpInput,
  tags: ['!autodocs'],
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];
const valuesOf = (boxes: HTMLInputElement[]) => boxes.map((box) => box.value).join('');

/** Pasting a whole code fills every box, from any box; spaces and dashes in it are dropped. */
export const PasteFullCode: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.paste('482-913');
    await expect(valuesOf(boxes)).toBe('482913');
    await expect(args.onComplete).toHaveBeenLastCalledWith('482913');
    await expect(boxes[5]).toHaveFocus();

    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste(' 123 456 ');
    await expect(valuesOf(boxes)).toBe('123456');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
  },
};

/** Pasting part of a code fills from the focused box on; text without digits changes nothing. */
export const PastePartialCode: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste('12');
    await expect(valuesOf(boxes)).toBe('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.paste('abc');
    await expect(valuesOf(boxes)).toBe('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard editing: Backspace clears the box, and on an empty box goes back
 * and clears the one before; ←/→ move without changing anything; typing over
 * a digit replaces it. Tab leaves for the next control.
 */
export const KeyboardEditing: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.tab();
    await expect(boxes[0]).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(boxes)).toBe('12345');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(boxes)).toBe('1234');
    await expect(boxes[4]).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(valuesOf(boxes)).toBe('1294');
    await expect(boxes[3]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1294');

    await userEvent.keyboard('{Home}{ArrowRight}');
    await expect(boxes[1]).toHaveFocus();
  },
};

/** A cleared box in the middle keeps the other digits in place; the code is complete again once it is refilled. */
export const ClearInTheMiddle: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith('12 456');
    await userEvent.keyboard('7');
    await expect(args.onComplete).toHaveBeenLastCalledWith('127456');
  },
};

/**
 * The sign-up "Email Verification" step: Verify is disabled until six digits
 * are in. A wrong code shows "OTP verification failed" in an alert (announced
 * at once) and marks the boxes invalid; editing clears it.
 */
export const VerifyFlow: Story = {
  render: (args) => <EmailVerificationExample onVerify={args.onComplete} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const verify = canvas.getByRole('button', { name: 'Verify' });
    const boxes = boxesOf(canvasElement);
    await expect(verify).toBeDisabled();

    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('65432');
    await expect(verify).toBeDisabled();
    await userEvent.keyboard('1');
    await expect(verify).toBeEnabled();

    await userEvent.click(verify);
    await expect(args.onComplete).toHaveBeenLastCalledWith('654321');
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('OTP verification failed'));
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      /OTP verification failed/,
    );

    // Fix it by pasting the right code into any box, then press Enter.
    await userEvent.click(boxes[3] as HTMLElement);
    await userEvent.paste('123456');
    await expect(alert).toBeEmptyDOMElement();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** Shown from outside, e.g. the server said the code expired. */
export const Invalid: Story = {
  args: { defaultValue: '12', isInvalid: true, errorMessage: 'Please enter a valid OTP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please enter a valid OTP');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '482913', isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const box of boxesOf(canvasElement)) await expect(box).toBeDisabled();
  },
};

/** A 4-digit code, for a different sender. */
export const FourDigits: Story = {
  args: { length: 4, label: 'Delivery PIN' },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await expect(boxes).toHaveLength(4);
    await expect(boxes[3]).toHaveAccessibleName('Digit 4 of 4');
  },
};

/** Empty, part-typed, complete, invalid and disabled, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="otp-states">
        <header className={layout.cardHeader}>
          <h2 id="otp-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Empty, part typed and complete.</p>
        </header>
        <OtpInput label="Verification code (empty)" description="Enter the 6-digit code we sent to your email." />
        <OtpInput label="Verification code (part typed)" defaultValue="482" />
        <OtpInput label="Verification code (complete)" defaultValue="482913" />
      </section>
      <section className={layout.card} aria-labelledby="otp-errors">
        <header className={layout.cardHeader}>
          <h2 id="otp-errors" className={layout.cardTitle}>
            Errors and unavailable
          </h2>
          <p className={layout.cardDescription}>The error is announced as it appears.</p>
        </header>
        <OtpInput label="Verification code (invalid)" defaultValue="654321" isInvalid errorMessage="OTP verification failed" />
        <OtpInput label="Verification code (disabled)" defaultValue="482913" isDisabled />
        <EmailVerificationExample />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(6);
  },
};
