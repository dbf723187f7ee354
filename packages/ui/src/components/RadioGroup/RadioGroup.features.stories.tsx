import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { AddressChoiceExample, sampleAddresses } from './RadioGroupExamples/AddressChoiceExample';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

/** Address cards, keyboard, validation and states, plus `All` for visual checks. */
const meta = {
  title: 'Components/RadioGroup/Features',
  component: RadioGroup,
  tags: ['!autodocs'],
  args: { label: 'Delivery address', onChange: fn(), children: null },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const addressRadios = sampleAddresses.map((address) => (
  <Radio key={address.id} value={address.id} description={<AddressChoiceExample address={address} />}>
    {address.fullName}
  </Radio>
));

/**
 * Checkout: each saved address is a card. The receiver's name is the radio's
 * name and the address its description; a click anywhere on the card chooses it.
 */
export const AddressCards: Story = {
  args: { variant: 'card', children: addressRadios },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const office = canvas.getByRole('radio', { name: 'Sharma Traders (office)' });
    await expect(office).toHaveAccessibleDescription(/Peenya Industrial Area/);

    // A click on the address text, not on the circle or the name.
    await userEvent.click(canvas.getByText('Unit 5, Peenya Industrial Area'));
    await expect(office).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a2');
  },
};

/**
 * Keyboard: the group is one Tab stop that lands on the chosen option; arrow
 * keys move the choice (and wrap); Tab leaves the group.
 */
export const Keyboard: Story = {
  args: { variant: 'card', defaultValue: 'a2', children: addressRadios },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <RadioGroup {...args} />
      <Button>Proceed to Pay</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Sharma Traders (office)' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const rahul = canvas.getByRole('radio', { name: 'Rahul Verma' });
    await expect(rahul).toHaveFocus();
    await expect(rahul).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a3');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Priya Sharma' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rahul).toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Proceed to Pay' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(rahul).toHaveFocus();
  },
};

/**
 * "Please select a delivery address": paying without a choice focuses the
 * first card and reads the error; choosing one clears it.
 */
export const Required: Story = {
  args: { variant: 'card', children: addressRadios },
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16, maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
      <RadioGroup {...args} name="address" isRequired errorMessage="Please select a delivery address" />
      <Button type="submit">Proceed to Pay</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Pay' }));
    const first = canvas.getByRole('radio', { name: 'Priya Sharma' });
    await waitFor(() => expect(first).toHaveFocus());
    const group = canvas.getByRole('radiogroup', { name: 'Delivery address' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select a delivery address');

    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(canvas.queryByText('Please select a delivery address')).toBeNull();
  },
};

/** Plain options side by side. */
export const Horizontal: Story = {
  args: {
    label: 'Material',
    orientation: 'horizontal',
    defaultValue: 'steel',
    children: [
      <Radio key="plastic" value="plastic">
        Polycarbonate
      </Radio>,
      <Radio key="steel" value="steel">
        Stainless Steel
      </Radio>,
    ],
  },
};

/** One option unavailable: skipped by the arrow keys, and says why. */
export const DisabledOption: Story = {
  args: {
    label: 'Payment',
    defaultValue: 'online',
    children: [
      <Radio key="online" value="online" description="Cards, UPI and net banking">
        Pay online
      </Radio>,
      <Radio key="cod" value="cod" isDisabled description="Not available for this pincode">
        Cash on delivery
      </Radio>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pay online' })).toBeChecked();
  },
};

/** Every variant and state, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="radio-cards">
        <header className={layout.cardHeader}>
          <h2 id="radio-cards" className={layout.cardTitle}>
            Cards
          </h2>
          <p className={layout.cardDescription}>Checkout: choose a saved address. Cards sit in columns where there is room.</p>
        </header>
        <RadioGroup label="Delivery address" variant="card" orientation="horizontal" defaultValue="a1">
          {addressRadios}
        </RadioGroup>
      </section>
      <section className={layout.card} aria-labelledby="radio-plain">
        <header className={layout.cardHeader}>
          <h2 id="radio-plain" className={layout.cardTitle}>
            Plain
          </h2>
          <p className={layout.cardDescription}>Short choices, with a line of detail each.</p>
        </header>
        <RadioGroup label="Delivery speed" defaultValue="standard">
          <Radio value="standard" description="3–5 working days · Free">
            Standard
          </Radio>
          <Radio value="express" description="1–2 working days · ₹149">
            Express
          </Radio>
          <Radio value="cod" isDisabled description="Not available for this pincode">
            Cash on delivery
          </Radio>
        </RadioGroup>
        <RadioGroup label="Material" orientation="horizontal" defaultValue="steel">
          <Radio value="plastic">Polycarbonate</Radio>
          <Radio value="steel">Stainless Steel</Radio>
        </RadioGroup>
      </section>
      <section className={layout.card} aria-labelledby="radio-errors">
        <header className={layout.cardHeader}>
          <h2 id="radio-errors" className={layout.cardTitle}>
            Errors
          </h2>
          <p className={layout.cardDescription}>The error belongs to the group and sits under it.</p>
        </header>
        <RadioGroup label="Delivery address" variant="card" isRequired isInvalid errorMessage="Please select a delivery address">
          {addressRadios.slice(0, 2)}
        </RadioGroup>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(4);
  },
};
