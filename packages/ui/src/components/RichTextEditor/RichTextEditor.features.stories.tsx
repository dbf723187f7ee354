import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { RichTextEditor } from './RichTextEditor';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/RichTextEditor/Features',
  component: RichTextEditor,
  tags: ['!autodocs'],
  args: { label: 'Article', onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const ARTICLE =
  '<h1>How bird spikes work</h1><p>Spikes stop pigeons from <strong>landing</strong>, without harming them.</p><ul><li><p>Stainless steel lasts for years.</p></li><li><p>Polycarbonate suits small ledges.</p></li></ul><blockquote><p>The pigeons left within a week.</p></blockquote>';

export const WithContent: Story = {
  args: { defaultValue: ARTICLE, description: 'Start with a Heading 1: it becomes the article title.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Article' });
    await expect(box).toHaveAccessibleDescription('Start with a Heading 1: it becomes the article title.');
    await expect(within(box).getByRole('heading', { level: 1, name: 'How bird spikes work' })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '<p>No heading yet.</p>', errorMessage: 'Start the article with a main heading (Heading 1): it becomes the title.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Article' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Start the article with a main heading/);
  },
};

/** A policy page: its title is the page's own, so the toolbar offers headings 2 and 3 only. */
export const PolicyHeadings: Story = {
  args: { label: 'Return policy', headingLevels: [2, 3], defaultValue: '<h2>Returns</h2><p>Within 7 days of delivery.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Heading 1' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Heading 3' })).toBeInTheDocument();
  },
};

export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={layout.page}>
      <RichTextEditor {...args} label="Empty article" uploadImage={async () => ({ src: '/x.jpg' })} />
      <RichTextEditor {...args} label="Article" defaultValue={ARTICLE} description="Start with a Heading 1: it becomes the article title." className={layout.wide} />
      <RichTextEditor {...args} label="Article without a title" defaultValue="<p>No heading yet.</p>" errorMessage="Start the article with a main heading (Heading 1): it becomes the title." />
    </div>
  ),
};
