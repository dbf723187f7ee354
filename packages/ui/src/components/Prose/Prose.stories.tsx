import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from './Prose';
import { articleHtml } from './storyContent';

/** The default Prose and a playground; one story per use in `Prose.features.stories.tsx`. */
const meta = {
  title: 'Typography/Prose',
  component: Prose,
  args: { sanitizedHtml: articleHtml },
  argTypes: { variant: { control: 'inline-radio', options: ['article', 'document'] } },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blog article from sanitised HTML: headings, lists, a quote and a table get the reading type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Spikes, nets or gel?' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'installation guide' })).toHaveAttribute('href', '#installation');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { variant: 'article' } };
