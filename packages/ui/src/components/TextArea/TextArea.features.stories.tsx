import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { TextArea } from './TextArea';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/TextArea/Features',
  component: TextArea,
  tags: ['!autodocs'],
  args: { label: 'Message', onChange: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rows` sets the height before it scrolls: 2 for a short note, 6 for a complaint. */
export const Rows: Story = {
  args: { rows: 6, label: 'Describe the problem' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Describe the problem' });
    await expect(box).toHaveAttribute('rows', '6');
    // Six lines of 16 px text, at the least.
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(6 * 16);
  },
};

export const WithDescription: Story = {
  args: { description: 'Tell us where the birds sit and how large the area is.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Tell us where the birds sit and how large the area is.',
    );
  },
};

/** A length limit the browser enforces; say it in the help text. */
export const MaxLength: Story = {
  args: { label: 'Review', maxLength: 20, description: 'Up to 20 characters.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Review' });
    await userEvent.type(box, 'Works well on ledges, no harm to birds.');
    await expect(box).toHaveValue('Works well on ledges');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please write your message', isRequired: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please write your message');
  },
};

/** The contact form: submitting an empty required message focuses it and shows the error. */
export const NativeValidation: Story = {
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <TextArea {...args} name="message" isRequired errorMessage="Please write your message" />
      <Button type="submit">Send</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please write your message');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent on 12 March.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

/** Every state side by side, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="textarea-states">
        <header className={layout.cardHeader}>
          <h2 id="textarea-states" className={layout.cardTitle}>
            States
          </h2>
          <p className={layout.cardDescription}>The contact form and the review form.</p>
        </header>
        <TextArea label="Message" isRequired rows={3} description="We reply within one working day." />
        <TextArea
          label="Your review"
          rows={3}
          defaultValue="The spikes were easy to fix on the parapet and the pigeons stopped coming within a week."
        />
      </section>
      <section className={layout.card} aria-labelledby="textarea-errors">
        <header className={layout.cardHeader}>
          <h2 id="textarea-errors" className={layout.cardTitle}>
            Errors and unavailable
          </h2>
          <p className={layout.cardDescription}>The message says what to do, in the shop&apos;s words.</p>
        </header>
        <TextArea label="Message" rows={3} isRequired isInvalid errorMessage="Please write your message" />
        <TextArea label="Message" rows={2} isDisabled defaultValue="Sent on 12 March." />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(4);
  },
};
