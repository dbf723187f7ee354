import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/Checkbox/Features',
  component: Checkbox,
  tags: ['!autodocs'],
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses it and shows the ring around the box; Space toggles it (Enter does not). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });

    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultSelected: true, children: 'Email me about offers' },
};

/** Help under the label, read as the checkbox's description. */
export const WithDescription: Story = {
  args: { children: 'Email me about offers', description: 'At most one email a month. Unsubscribe any time.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Email me about offers' }),
    ).toHaveAccessibleDescription('At most one email a month. Unsubscribe any time.');
  },
};

function SelectAll({ onChange }: { onChange?: (selected: boolean) => void }) {
  const options = ['Bird Spikes', 'Bird Nets', 'Accessories'];
  const [chosen, setChosen] = useState<string[]>(['Bird Spikes']);
  const all = chosen.length === options.length;
  return (
    <div style={{ display: 'grid' }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={chosen.length > 0 && !all}
        onChange={(selected) => {
          onChange?.(selected);
          setChosen(selected ? options : []);
        }}
      >
        All categories
      </Checkbox>
      <div style={{ paddingInlineStart: 32 }}>
        {options.map((option) => (
          <Checkbox
            key={option}
            isSelected={chosen.includes(option)}
            onChange={(selected) => setChosen(selected ? [...chosen, option] : chosen.filter((c) => c !== option))}
          >
            {option}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/**
 * Indeterminate: some, not all, of the options below are chosen. Screen
 * readers hear "mixed"; a click selects all, the next clears all.
 */
export const Indeterminate: Story = {
  render: (args) => <SelectAll onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All categories' });
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Bird Nets' })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Accessories' }));
    await expect(all).toBePartiallyChecked();
  },
};

/**
 * A required checkbox (accepting the terms): submitting without it focuses the
 * box and reads the error as its description.
 */
export const Required: Story = {
  render: (args) => (
    <Form style={{ display: 'grid', gap: 12, maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} name="terms" isRequired errorMessage="Please accept the terms to continue">
        I accept the Terms of Service
      </Checkbox>
      <Button type="submit">Place order</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the Terms of Service' });

    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(checkbox).toHaveFocus());
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue');

    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I accept the Terms of Service', errorMessage: 'Please accept the terms to continue' },
};

/** Skipped by Tab and ignores clicks. */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Cash on delivery (not available for this pincode)' },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox.closest('label') as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
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

/** Every state side by side, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="checkbox-states">
        <header className={layout.cardHeader}>
          <h2 id="checkbox-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Unchecked, checked and mixed, at rest.</p>
        </header>
        <div className={layout.examples}>
          <Example caption="Unchecked">
            <Checkbox>Bird Nets</Checkbox>
          </Example>
          <Example caption="Checked">
            <Checkbox defaultSelected>Bird Spikes</Checkbox>
          </Example>
          <Example caption="Indeterminate">
            <Checkbox isIndeterminate>All categories</Checkbox>
          </Example>
        </div>
        <Checkbox defaultSelected description="At most one email a month. Unsubscribe any time.">
          Email me about offers
        </Checkbox>
      </section>
      <section className={layout.card} aria-labelledby="checkbox-errors">
        <header className={layout.cardHeader}>
          <h2 id="checkbox-errors" className={layout.cardTitle}>
            Errors and unavailable
          </h2>
          <p className={layout.cardDescription}>The error sits under the label it belongs to.</p>
        </header>
        <Checkbox isInvalid errorMessage="Please accept the terms to continue">
          I accept the Terms of Service
        </Checkbox>
        <div className={layout.examples}>
          <Example caption="Disabled">
            <Checkbox isDisabled>Cash on delivery</Checkbox>
          </Example>
          <Example caption="Disabled, checked">
            <Checkbox isDisabled defaultSelected>
              Gift wrap
            </Checkbox>
          </Example>
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(7);
  },
};
