import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from './Accordion';
import { Faq } from './AccordionExamples/faq';

/**
 * The home page's FAQ and a playground. Keyboard, multiple and heading-level
 * stories live in `Accordion.features.stories.tsx`; guidance in `Accordion.mdx`.
 */
const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { allowsMultipleExpanded: false, headingLevel: 3, children: null },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    children: { control: false },
  },
  render: ({ children: _children, ...args }) => <Faq {...args} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: five questions, each a heading (level 3) holding a button. A click
 * opens an answer; opening another closes the first (one at a time by default).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const who = canvas.getByRole('button', { name: 'Who are we?' });
    const what = canvas.getByRole('button', { name: 'What are bird spikes and how do they work?' });
    await expect(who).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(who);
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('group', { name: 'Who are we?' });
    await expect(answer).toHaveTextContent('since 2015');
    await expect(who).toHaveAttribute('aria-controls', answer.id);

    await userEvent.click(what);
    await expect(what).toHaveAttribute('aria-expanded', 'true');
    await expect(who).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Who are we?' })).not.toBeInTheDocument());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
