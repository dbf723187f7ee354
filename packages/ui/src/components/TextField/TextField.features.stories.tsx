import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { TextField } from './TextField';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  tags: ['!autodocs'],
  args: { label: 'Full Name', onChange: fn() },
  decorators: [
    // A form column's width; the overview (fullscreen) lays itself out.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Help text sits under the input and is read with it (`aria-describedby`). */
export const WithDescription: Story = {
  args: {
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    description: 'We send your order updates here.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAccessibleDescription('We send your order updates here.');
  },
};

/** A red "*" marks the field; screen readers hear "required" from the input itself. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full Name' });
    await expect(input).toBeRequired();
    // The star is decoration: the accessible name stays "Full Name".
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A placeholder gives an example of the format; the label still says what to enter. */
export const WithPlaceholder: Story = {
  args: { label: 'Phone Number', type: 'tel', placeholder: '98765 43210', autoComplete: 'tel' },
};

/**
 * Invalid from outside (`isInvalid`), e.g. the server rejected the value: the
 * error shows at once, the input is `aria-invalid` and describes itself with the message.
 */
export const Invalid: Story = {
  args: {
    label: 'Email address',
    type: 'email',
    defaultValue: 'priya@',
    isInvalid: true,
    errorMessage: 'Please enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

function SignupForm() {
  return (
    <Form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Full Name" name="name" autoComplete="name" isRequired />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        errorMessage={(validation) =>
          validation.validationDetails.typeMismatch ? 'Please enter a valid email address' : validation.validationErrors.join(' ')
        }
      />
      <Button type="submit">Register</Button>
    </Form>
  );
}

/**
 * Native validation: nothing is flagged while typing. On submit the browser's
 * checks run, the first invalid field takes focus and reads its error as its
 * description, so a screen reader announces it. Fixing the value and leaving
 * the field clears the error.
 */
export const NativeValidation: Story = {
  render: () => <SignupForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    const email = canvas.getByRole('textbox', { name: 'Email address' });

    await userEvent.type(email, 'priya@');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name.getAttribute('aria-describedby')).toBeTruthy();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    // The error is re-checked when the customer leaves the field (the input's change event).
    await userEvent.type(name, 'Priya Sharma');
    await userEvent.tab();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveFocus();

    await userEvent.clear(email);
    await userEvent.type(email, 'priya@example.com');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** Keyboard: Tab moves from field to field in reading order and shows where focus is. */
export const KeyboardTab: Story = {
  render: () => <SignupForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    await userEvent.keyboard('Priya');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveFocus();
  },
};

/** Not editable and skipped by Tab. Prefer read-only text when the value matters to the customer. */
export const Disabled: Story = {
  args: { label: 'Email address', defaultValue: 'priya@example.com', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

/** Shown and focusable, but not editable: a value the customer cannot change here. */
export const ReadOnly: Story = {
  args: { label: 'Email address', defaultValue: 'priya@example.com', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('priya@example.com');
  },
};

/** Every state side by side, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="textfield-states">
        <header className={layout.cardHeader}>
          <h2 id="textfield-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>The address form: label above, help and errors below.</p>
        </header>
        <TextField label="Full Name" defaultValue="Priya Sharma" />
        <TextField label="Phone Number" type="tel" placeholder="98765 43210" isRequired />
        <TextField label="Email address" description="We send your order updates here." />
        <TextField
          label="ZIP Code"
          defaultValue="5600"
          isInvalid
          errorMessage="Please enter a 6-digit pincode"
          isRequired
        />
      </section>
      <section className={layout.card} aria-labelledby="textfield-unavailable">
        <header className={layout.cardHeader}>
          <h2 id="textfield-unavailable" className={layout.cardTitle}>
            Unavailable
          </h2>
          <p className={layout.cardDescription}>Disabled fields are skipped by Tab; read-only ones are not.</p>
        </header>
        <TextField label="Email address" defaultValue="priya@example.com" isDisabled />
        <TextField label="Account number" defaultValue="BS-20415" isReadOnly />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(6);
  },
};
