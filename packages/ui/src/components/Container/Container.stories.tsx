import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import { Container } from './Container';

/** The page width and a playground; more in `Container.features.stories.tsx`. */
const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: <LayoutSample tall>Page content lines up here</LayoutSample> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 16 px from the edges on phones, 24 px from 768 px, 1200 px at most. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByText('Page content lines up here').parentElement!;
    const style = getComputedStyle(container);
    await expect(style.paddingLeft).toBe(window.innerWidth >= 768 ? '24px' : '16px');
    await expect(style.maxWidth).toBe('1200px');
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { as: 'main', paddingY: '6' } };
