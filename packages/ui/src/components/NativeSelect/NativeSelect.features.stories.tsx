import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { Select, SelectItem } from '../Select';
import { sortOptions, type SortKey } from '../Select/SelectExamples/sortOptions';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const options = sortOptions.map(({ id, name }) => ({ value: id, label: name }));
const states = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Uttar Pradesh'].map((state) => ({ value: state, label: state }));

/** Keyboard, controlled use, a form, validation and states, plus `All` for visual checks. */
const meta = {
  title: 'Components/NativeSelect/Features',
  component: NativeSelect,
  tags: ['!autodocs'],
  args: { label: 'Sort By', options, defaultValue: 'default', onChange: fn() },
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
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab reaches the select. The arrows, letters, Enter and Space are the browser's own (on a closed select, ↓ takes
 * the next option in Chromium on Windows and Linux and opens the list on a Mac), so they are not replayed here.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort By' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

function SortedProducts(args: NativeSelectProps<SortKey>) {
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
      <NativeSelect
        {...args}
        labelPosition="side"
        defaultValue={undefined}
        value={sort}
        onChange={(value) => {
          args.onChange?.(value);
          setSort(value);
        }}
      />
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

/** Controlled (`value` + `onChange`), as the products page keeps the sort in its address: the list re-orders. */
export const ControlledSortBy: Story = {
  parameters: { layout: 'padded' },
  render: (args) => <SortedProducts {...(args as NativeSelectProps<SortKey>)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort By' }), 'Price (Low to High)');
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
    const items = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Bird net');
    await expect(items[2]).toHaveTextContent('Stainless steel spikes');
  },
};

/** A form's field: the chosen `value` is submitted under `name`, as the browser submits it without any script. */
export const InAForm: Story = {
  args: { name: 'sort' },
  render: (args) => {
    const submitted = args.onChange;
    return (
      <form
        style={{ display: 'grid', gap: 16 }}
        onSubmit={(event) => {
          event.preventDefault();
          submitted?.(String(new FormData(event.currentTarget).get('sort')) as SortKey);
        }}
      >
        <NativeSelect {...args} onChange={undefined} />
        <Button type="submit">Apply</Button>
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort By' }), 'Name (A–Z)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('name-asc'));
  },
};

/** Required with no choice yet: the browser will not submit it; the shop's message shows once it is marked invalid. */
export const Required: Story = {
  args: { label: 'State', options: states, defaultValue: undefined, placeholder: 'Choose a state', isRequired: true, name: 'state' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'State' });
    await expect(select).toBeRequired();
    await expect(select).toHaveDisplayValue('Choose a state');
    await expect(select).toBeInvalid();
    await userEvent.selectOptions(select, 'Karnataka');
    await expect(select).toBeValid();
  },
};

export const Invalid: Story = {
  args: {
    label: 'State',
    options: states,
    defaultValue: undefined,
    placeholder: 'Choose a state',
    isRequired: true,
    isInvalid: true,
    description: 'For the delivery address.',
    errorMessage: 'Please choose your state',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(canvas.getByText('Please choose your state')).toBeVisible();
    await expect(select).toHaveAccessibleDescription('For the delivery address. Please choose your state');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort By' })).toBeDisabled();
  },
};

/** Every state, focused, and beside the Select it looks like, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="native-select-states">
        <header className={layout.cardHeader}>
          <h2 id="native-select-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Sort By in the toolbar; a required choice in a form.</p>
        </header>
        <NativeSelect label="Sort By" labelPosition="side" options={options} defaultValue="price-asc" />
        <NativeSelect label="State" options={states} placeholder="Choose a state" description="For the delivery address." />
        <NativeSelect label="State" options={states} placeholder="Choose a state" isRequired isInvalid errorMessage="Please choose your state" />
        <NativeSelect label="Sort By" options={options} isDisabled defaultValue="default" />
        <NativeSelect label="Focused" options={options} defaultValue="name-asc" id="native-select-focused" />
      </section>
      <section className={layout.card} aria-labelledby="native-select-beside">
        <header className={layout.cardHeader}>
          <h2 id="native-select-beside" className={layout.cardTitle}>
            Beside the Select
          </h2>
          <p className={layout.cardDescription}>The native select (above) draws the Select's trigger (below).</p>
        </header>
        <NativeSelect label="Sort By" labelPosition="side" options={options} defaultValue="price-desc" />
        <Select label="Sort By" labelPosition="side" defaultValue="price-desc">
          {sortOptions.map(({ id, name }) => (
            <SelectItem key={id} id={id}>
              {name}
            </SelectItem>
          ))}
        </Select>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const focused = within(canvasElement).getByRole('combobox', { name: 'Focused' });
    focused.focus();
    await expect(focused).toHaveFocus();
  },
};
