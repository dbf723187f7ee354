import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { Select, SelectItem, type SelectProps } from './Select';
import { sortOptions, type SortKey } from './SelectExamples/sortOptions';

const sortItems = sortOptions.map(({ id, name }) => (
  <SelectItem key={id} id={id}>
    {name}
  </SelectItem>
));

/** Keyboard, controlled use, validation and states, plus `All` for visual checks. */
const meta = {
  title: 'Components/Select/Features',
  component: Select,
  tags: ['!autodocs'],
  args: { label: 'Sort By', defaultValue: 'default', onChange: fn(), children: sortItems },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Tab reaches the button, ↓ opens the list on the current choice,
 * arrows move, Enter chooses and closes; Escape closes without changing the
 * choice. Focus returns to the button each time.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Sort By/ });

    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const list = await page.findByRole('listbox', { name: 'Sort By' });
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Default' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'Price (High to Low)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('price-desc');
    // The popover's focus scope gives focus back in the frame after it closes.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox', { name: 'Sort By' });
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Price (High to Low)');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typing a letter on the closed button jumps to the first option that starts with it. */
export const TypeToSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Sort By/ });
    await userEvent.tab();
    await userEvent.keyboard('n');
    await expect(args.onChange).toHaveBeenLastCalledWith('name-asc');
    await expect(trigger).toHaveTextContent('Name (A–Z)');
  },
};

function SortedProducts(args: SelectProps) {
  const [sort, setSort] = useState<SortKey>('default');
  const products = [
    { name: 'Stainless steel spikes', price: 2499 },
    { name: 'Bird net, 10 × 10 ft', price: 899 },
    { name: 'Polycarbonate spikes', price: 1499 },
  ];
  const sorted = [...products].sort((a, b) =>
    sort === 'name-asc' ? a.name.localeCompare(b.name) : sort === 'price-asc' ? a.price - b.price : sort === 'price-desc' ? b.price - a.price : 0,
  );
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select
        {...args}
        labelPosition="side"
        defaultValue={undefined}
        value={sort}
        onChange={(key) => {
          args.onChange?.(key);
          setSort(key as SortKey);
        }}
      >
        {sortItems}
      </Select>
      <ol aria-label="Products" style={{ margin: 0, paddingInlineStart: 20 }}>
        {sorted.map((product) => (
          <li key={product.name}>
            {product.name}, ₹{product.price.toLocaleString('en-IN')}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Controlled (`value` + `onChange`), as the products page keeps the sort in its
 * state: the grid re-orders when the choice changes. The label sits beside the button.
 */
export const ControlledSortBy: Story = {
  parameters: { layout: 'padded' },
  render: (args) => <SortedProducts {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Sort By/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Price (Low to High)' }));
    const items = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Bird net');
    await expect(items[2]).toHaveTextContent('Stainless steel spikes');
  },
};

/** Required with no choice yet: submitting focuses the button and reads the error. */
export const Required: Story = {
  args: { label: 'State', defaultValue: undefined, placeholder: 'Choose a state' },
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <Select {...args} name="state" isRequired errorMessage="Please choose your state">
        {['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Uttar Pradesh'].map((state) => (
          <SelectItem key={state} id={state}>
            {state}
          </SelectItem>
        ))}
      </Select>
      <Button type="submit">Save Address</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveTextContent('Choose a state');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByText('Please choose your state')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('Please choose your state');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sort By/ })).toBeDisabled();
  },
};

/** Every state, and the open list, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="select-states">
        <header className={layout.cardHeader}>
          <h2 id="select-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Sort By in the toolbar; a required choice in a form.</p>
        </header>
        <Select label="Sort By" labelPosition="side" defaultValue="price-asc">
          {sortItems}
        </Select>
        <Select label="State" placeholder="Choose a state" description="For the delivery address.">
          <SelectItem id="KA">Karnataka</SelectItem>
        </Select>
        <Select label="State" placeholder="Choose a state" isRequired isInvalid errorMessage="Please choose your state">
          <SelectItem id="KA">Karnataka</SelectItem>
        </Select>
        <Select label="Sort By" isDisabled defaultValue="default">
          {sortItems}
        </Select>
      </section>
      <section className={layout.card} aria-labelledby="select-open">
        <header className={layout.cardHeader}>
          <h2 id="select-open" className={layout.cardTitle}>
            Open
          </h2>
          <p className={layout.cardDescription}>The list opens under the button; the choice is ticked.</p>
        </header>
        <Select label="Sort By" defaultValue="name-asc" defaultOpen>
          {sortItems}
        </Select>
        {/* Room for the open list inside the card, so the snapshot shows all of it. */}
        <div style={{ height: 200 }} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The list is in the page at once and shown a frame later, once its popover is placed.
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
  },
};
