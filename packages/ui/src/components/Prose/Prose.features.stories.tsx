import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Prose } from './Prose';
import { articleHtml } from './storyContent';

/** One story per way of giving Prose its content, plus `All` for visual checks. */
const meta = {
  title: 'Typography/Prose/Features',
  component: Prose,
  tags: ['!autodocs'],
  args: { sanitizedHtml: articleHtml },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A legal page written as React children, in the steadier `document` type. */
export const DocumentChildren: Story = {
  args: { sanitizedHtml: undefined as never },
  render: () => (
    <Prose variant="document" as="article">
      <h2>Returns</h2>
      <p>
        Unused products can be returned within 7 days of delivery. Write to{' '}
        <a href="mailto:support@example.in">support@example.in</a> with your order number.
      </p>
      <ul>
        <li>Products must be in their original packing.</li>
        <li>Cut nets and opened gel tubes cannot be returned.</li>
      </ul>
    </Prose>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(getComputedStyle(canvas.getByText(/Unused products/)).lineHeight).toBe('27.2px');
  },
};

/** Links in the text get the system's focus ring from the keyboard. */
export const LinkFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'installation guide' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** Article and document side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Article">
        <Prose sanitizedHtml={articleHtml} />
      </section>
      <section className={layout.card} aria-label="Document">
        <Prose variant="document">
          <h2>Shipping policy</h2>
          <p>Orders placed before 2 pm ship the same working day from our Pune warehouse.</p>
          <h3>Delivery times</h3>
          <ol>
            <li>Metro cities: 2–4 working days.</li>
            <li>Elsewhere: 4–7 working days.</li>
          </ol>
        </Prose>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};
