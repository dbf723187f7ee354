import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { AddressCard } from './AddressCard';
import { storyAddresses } from './storyAddresses';
import * as styles from './storyCheckout.css';
import { CheckoutAddressPicker } from './storyCheckoutPicker';

const [ananya, ravi, temple] = storyAddresses;

const selectAddress = fn().mockName('onChange');

/** The card drawn inside a radio's label (the label also holds the hidden input). */
const cardOf = (radio: HTMLElement) => radio.closest('label')?.lastElementChild as HTMLElement;

/** One story per state and use, plus `All` for visual checks. */
const meta = {
  title: 'Components/AddressCard/Features',
  component: AddressCard,
  tags: ['!autodocs'],
  args: { ...ravi, onDelete: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Tab reaches the delete button; Enter presses it. */
export const KeyboardDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete address for Ravi Kumar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** While the delete runs: a spinner, the same name, presses ignored. */
export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete address for Ravi Kumar' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Without `onDelete`: just the address (order detail's "Shipping Address"). */
export const ReadOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Long names and lines wrap inside the card instead of overflowing it. */
export const LongAddress: Story = {
  args: { ...temple },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <AddressCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/**
 * Checkout: the cards are the content of a RadioGroup's options. A click
 * selects one; arrow keys move the selection with a visible focus ring; the
 * cards add no roles or buttons of their own.
 */
export const SelectableAtCheckout: Story = {
  render: () => <CheckoutAddressPicker onChange={selectAddress} />,
  beforeEach: () => {
    selectAddress.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(within(group).queryByRole('button')).toBeNull();
    await expect(within(group).queryByRole('heading')).toBeNull();
    await expect(radios[1]).toHaveAccessibleName(/^Ravi Kumar 17, 2nd Cross/);

    // Mouse: click the second card.
    const [, raviRadio, templeRadio] = radios as [HTMLElement, HTMLElement, HTMLElement];
    const raviCard = cardOf(raviRadio);
    await userEvent.click(raviCard);
    await expect(radios[1]).toBeChecked();
    await expect(selectAddress).toHaveBeenLastCalledWith('addr-2');
    await expect(raviCard).toHaveAttribute('data-selected');

    // Keyboard: arrows move the choice and show the focus ring on the card.
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
    await expect(radios[2]).toHaveFocus();
    await expect(selectAddress).toHaveBeenLastCalledWith('addr-3');
    await expect(cardOf(templeRadio)).toHaveAttribute('data-selected');
    await expect(cardOf(templeRadio)).toHaveAttribute('data-focus-visible');
    await expect(raviCard).not.toHaveAttribute('data-selected');
  },
};

/** The address book and the checkout choice. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="address-book">
        <header className={layout.cardHeader}>
          <h2 id="address-book" className={layout.cardTitle}>
            Address book
          </h2>
          <p className={layout.cardDescription}>Each card names the address its delete button removes.</p>
        </header>
        <ul className={styles.book}>
          {storyAddresses.map(({ id, ...address }, index) => (
            <li key={id}>
              <AddressCard {...address} onDelete={() => undefined} isDeleting={index === 2} />
            </li>
          ))}
        </ul>
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Checkout">
        <CheckoutAddressPicker defaultValue="addr-1" />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Delete address for / })).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: new RegExp(`^${ananya.fullName}`) })).toBeChecked();
  },
};
