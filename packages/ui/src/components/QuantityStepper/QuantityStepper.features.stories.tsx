import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { QuantityStepper } from './QuantityStepper';

/** One story per state and input method, plus `All` for visual checks. */
const meta = {
  title: 'Components/QuantityStepper/Features',
  component: QuantityStepper,
  tags: ['!autodocs'],
  args: { maxValue: 10, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What react-aria's live region said last (assertive messages). */
function lastAnnouncement(): string {
  const region = document.querySelector('[data-live-announcer] [aria-live="assertive"]');
  return region?.lastElementChild?.textContent ?? '';
}

/**
 * Keyboard: Tab lands on the number (the buttons are skipped, the arrows do
 * their job), ↑/↓ step by one, Home/End jump to 1 and to the maximum.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });

    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');

    // Tab leaves the stepper: the − and + buttons are not extra stops.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/**
 * Typing is allowed and corrected when the customer leaves the box: 0 becomes
 * 1, more than the maximum becomes the maximum, an emptied box goes back to
 * the last quantity. The corrected number is announced.
 */
export const TypingIsCorrected: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });

    await userEvent.tripleClick(input);
    await userEvent.keyboard('0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await waitFor(() => expect(lastAnnouncement()).toBe('1'));

    await userEvent.tripleClick(input);
    await userEvent.keyboard('25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);

    await userEvent.tripleClick(input);
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
  },
};

/** A decimal point cannot be typed; a pasted fraction is rounded to a whole number at once. */
export const FractionsAreRounded: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });

    await userEvent.tripleClick(input);
    await userEvent.keyboard('4.5');
    await expect(input).toHaveValue('45');
    await userEvent.keyboard('{Backspace}{Backspace}');

    await userEvent.paste('2.6');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** At the maximum, + is disabled; − still works. */
export const AtMaximum: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
  },
};

/** The label shown above, as on the product page next to "Add To Cart". */
export const VisibleLabel: Story = {
  args: { isLabelVisible: true, label: 'Qty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Qty'));
    await expect(canvas.getByRole('textbox', { name: 'Qty' })).toHaveFocus();
  },
};

/** In a cart row, each stepper names its product so the buttons say which line they change. */
export const InCartRow: Story = {
  render: (args) => <CartLine {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity of Polycarbonate bird spikes' }));
    await expect(canvas.getByText('₹2,998')).toBeVisible();
  },
};

function CartLine(args: Parameters<typeof QuantityStepper>[0]) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <span style={{ flex: 1 }}>Polycarbonate bird spikes</span>
      <QuantityStepper
        {...args}
        size="sm"
        label="Quantity of Polycarbonate bird spikes"
        value={quantity}
        onChange={(next) => {
          args.onChange?.(next);
          setQuantity(next);
        }}
      />
      <span style={{ fontWeight: 600, minWidth: '5ch', textAlign: 'right' }}>
        {new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
          1499 * quantity,
        )}
      </span>
    </div>
  );
}

export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  },
};

/** Sizes and states side by side, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="qty-sizes">
        <header className={layout.cardHeader}>
          <h2 id="qty-sizes" className={layout.cardTitle}>
            Sizes
          </h2>
          <p className={layout.cardDescription}>md on the product page and phones, sm in the cart table.</p>
        </header>
        <div className={layout.examples}>
          <Example caption="md">
            <QuantityStepper label="Quantity, medium" defaultValue={2} />
          </Example>
          <Example caption="sm">
            <QuantityStepper label="Quantity, small" size="sm" defaultValue={2} />
          </Example>
          <Example caption="With label">
            <QuantityStepper label="Qty" isLabelVisible defaultValue={1} />
          </Example>
        </div>
      </section>
      <section className={layout.card} aria-labelledby="qty-states">
        <header className={layout.cardHeader}>
          <h2 id="qty-states" className={layout.cardTitle}>
            Limits and states
          </h2>
          <p className={layout.cardDescription}>The buttons turn off at 1 and at the maximum.</p>
        </header>
        <div className={layout.examples}>
          <Example caption="At 1">
            <QuantityStepper label="Quantity at minimum" />
          </Example>
          <Example caption="At maximum (5)">
            <QuantityStepper label="Quantity at maximum" maxValue={5} defaultValue={5} />
          </Example>
          <Example caption="Disabled">
            <QuantityStepper label="Quantity, disabled" isDisabled defaultValue={2} />
          </Example>
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(6);
  },
};

function Example({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={layout.example}>
      {children}
      <span className={layout.caption}>{caption}</span>
    </div>
  );
}
