import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { ProductTabsExample } from './TabsExamples/ProductTabsExample';

/**
 * The product page's tabs and a playground. Keyboard and activation stories
 * live in `Tabs.features.stories.tsx`; guidance in `Tabs.mdx`.
 */
const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { keyboardActivation: 'automatic' },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => <ProductTabsExample {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: 'Description' is selected first and its panel shown, named by its
 * tab; a click on 'Technical Specifications' selects it and shows its panel.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Product details' });
    // react-aria builds the tab collection first and renders the tabs a moment later.
    const [description, specifications] = (await within(tablist).findAllByRole('tab')) as [HTMLElement, HTMLElement];
    await expect(description).toHaveTextContent('Description');
    // The first tab is selected once the collection is built.
    await waitFor(() => expect(description).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toBeVisible();

    await userEvent.click(specifications);
    await expect(canvas.getByRole('tab', { name: 'Technical Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false');
    const panel = canvas.getByRole('tabpanel', { name: 'Technical Specifications' });
    await expect(panel).toHaveTextContent('UV-stabilised polycarbonate');
    await expect(canvas.queryByRole('tabpanel', { name: 'Description' })).not.toBeInTheDocument();
    // A mouse click draws no focus ring.
    await expect(canvas.getByRole('tab', { name: 'Technical Specifications' })).not.toHaveAttribute('data-focus-visible');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
