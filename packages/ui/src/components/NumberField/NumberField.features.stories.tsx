import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { NumberField } from './NumberField';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/NumberField/Features',
  component: NumberField,
  tags: ['!autodocs'],
  args: { label: 'Area to cover (sq. ft)', minValue: 0, onChange: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Tab reaches the input only (− and + are for pointers), ↑/↓ and
 * Page Up/Down step once, Home/End go to the limits.
 */
export const Keyboard: Story = {
  args: { defaultValue: 50, step: 5, maxValue: 500 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Area to cover (sq. ft)' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('55');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('45');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('500');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
  },
};

/** Money in rupees: `formatOptions` formats it (₹) and the parser accepts what was typed. */
export const Currency: Story = {
  args: {
    label: 'Budget',
    defaultValue: 2500,
    step: 100,
    formatOptions: { style: 'currency', currency: 'INR', maximumFractionDigits: 0 },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Budget' });
    await expect(input).toHaveValue('₹2,500');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('4000');
    await userEvent.tab();
    await expect(input).toHaveValue('₹4,000');
  },
};

export const WithDescription: Story = {
  args: { description: 'Measure the ledge length × depth.', defaultValue: 120 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Area to cover (sq. ft)' }),
    ).toHaveAccessibleDescription('Measure the ledge length × depth.');
  },
};

/** Values out of range are clamped on blur; −/+ turn off at the limits. */
export const Limits: Story = {
  args: { defaultValue: 10, minValue: 10, maxValue: 100, step: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Area to cover (sq. ft)' });
    await expect(canvas.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('400');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: /^Increase/ })).toBeDisabled();
  },
};

/** A required number left empty: the form's submit focuses it and shows the error. */
export const Required: Story = {
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <NumberField {...args} name="area" isRequired errorMessage="Please enter the area in square feet" />
      <Button type="submit">Get a quote</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Area to cover (sq. ft)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter the area in square feet');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Area to cover (sq. ft)' })).toBeDisabled();
  },
};

/** Every state side by side, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="numberfield-states">
        <header className={layout.cardHeader}>
          <h2 id="numberfield-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Quote requests: sizes, counts and budgets.</p>
        </header>
        <NumberField label="Area to cover (sq. ft)" defaultValue={120} minValue={0} step={10} />
        <NumberField
          label="Budget"
          defaultValue={2500}
          step={100}
          minValue={0}
          formatOptions={{ style: 'currency', currency: 'INR', maximumFractionDigits: 0 }}
          description="Inclusive of GST."
        />
      </section>
      <section className={layout.card} aria-labelledby="numberfield-errors">
        <header className={layout.cardHeader}>
          <h2 id="numberfield-errors" className={layout.cardTitle}>
            Errors and unavailable
          </h2>
          <p className={layout.cardDescription}>Say the unit and the range in the message.</p>
        </header>
        <NumberField label="Number of windows" isRequired isInvalid errorMessage="Please enter how many windows" />
        <NumberField label="Area to cover (sq. ft)" defaultValue={100} isDisabled />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(4);
  },
};
