import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { Switch } from './Switch';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/Switch/Features',
  component: Switch,
  tags: ['!autodocs'],
  args: { children: 'Order updates on WhatsApp', onChange: fn() },
  decorators: [
    // A column as wide as the page would give it; the full-page `All` lays out its own.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab focuses it and draws the ring round the track; Space toggles it (as for a checkbox). Tab goes on to
 * the next control.
 */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Switch {...args} />
      <Button variant="secondary">Done</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Order updates on WhatsApp' });

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

/** On at first (uncontrolled: `defaultSelected`). */
export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Order updates on WhatsApp' })).toBeChecked();
  },
};

/** Help under the label, read as the switch's description. */
export const WithDescription: Story = {
  args: { defaultSelected: true, description: 'On since 26 Nov 2026, 6:15 pm, chosen at checkout' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Order updates on WhatsApp' })).toHaveAccessibleDescription(
      'On since 26 Nov 2026, 6:15 pm, chosen at checkout',
    );
  },
};

/** The label first and the track at the end of the row, as in a list of settings; the whole row still toggles it. */
export const LabelBefore: Story = {
  args: { labelPlacement: 'before', children: 'WhatsApp', description: 'Off' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('WhatsApp'));
    await expect(canvas.getByRole('switch', { name: 'WhatsApp' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

function ControlledSwitch({ onChange }: { onChange?: (isSelected: boolean) => void }) {
  const [isOn, setOn] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch
        isSelected={isOn}
        onChange={(next) => {
          setOn(next);
          onChange?.(next);
        }}
        description={isOn ? 'We will message you when it ships.' : 'Off'}
      >
        Shipping updates
      </Switch>
      <p>Shipping updates are {isOn ? 'on' : 'off'}.</p>
    </div>
  );
}

/** Controlled (`isSelected` + `onChange`): the page holds the state and the description follows it. */
export const Controlled: Story = {
  render: (args) => <ControlledSwitch onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Shipping updates' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAccessibleDescription('We will message you when it ships.');
    await expect(canvas.getByText('Shipping updates are on.')).toBeVisible();
  },
};

/** Saving: a spinner in the thumb; presses are ignored until it is done, and focus stays on it. */
export const Pending: Story = {
  args: { defaultSelected: true, isPending: true, description: 'Saving…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Order updates on WhatsApp' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleDescription('Saving…');
  },
};

/** Skipped by Tab and ignores clicks; a disabled switch that is on still reads "on". */
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true, description: 'Only the owner can change this.' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Order updates on WhatsApp' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle.closest('label') as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
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
      <section className={layout.card} aria-labelledby="switch-states">
        <header className={layout.cardHeader}>
          <h2 id="switch-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>Off and on, at rest, saving and disabled.</p>
        </header>
        <div className={layout.examples}>
          <Example caption="Off">
            <Switch>WhatsApp</Switch>
          </Example>
          <Example caption="On">
            <Switch defaultSelected>SMS</Switch>
          </Example>
          <Example caption="Saving">
            <Switch defaultSelected isPending>
              Offers
            </Switch>
          </Example>
        </div>
        <div className={layout.examples}>
          <Example caption="Disabled, off">
            <Switch isDisabled>Refund processed</Switch>
          </Example>
          <Example caption="Disabled, on">
            <Switch isDisabled defaultSelected>
              Shipped
            </Switch>
          </Example>
        </div>
      </section>
      <section className={layout.card} aria-labelledby="switch-settings">
        <header className={layout.cardHeader}>
          <h2 id="switch-settings" className={layout.cardTitle}>
            In a list of settings
          </h2>
          <p className={layout.cardDescription}>Label first, the track at the end; the description says since when.</p>
        </header>
        <Switch labelPlacement="before" defaultSelected description="On since 26 Nov 2026, 6:15 pm, chosen at checkout">
          WhatsApp
        </Switch>
        <Switch labelPlacement="before" description="Off since 27 Nov 2026, 9:02 am, you replied STOP">
          SMS
        </Switch>
        <Switch description="Sent when the parcel leaves with the courier, with its tracking link. A long description wraps under the label.">
          Shipped, with the tracking link
        </Switch>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(8);
    await expect(canvas.getByRole('switch', { name: 'SMS', description: /you replied STOP/ })).not.toBeChecked();
  },
};
