import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import { Stack } from '../Stack/Stack';
import { Container } from './Container';

/** The Container in a page, plus `All` for visual checks. */
const meta = {
  title: 'Layout/Container/Features',
  component: Container,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `as="main"` with vertical padding: the page's landmark and width in one element. */
export const AsMain: Story = {
  render: () => (
    <Container as="main" paddingY={{ mobile: '5', md: '8' }}>
      <LayoutSample>Checkout</LayoutSample>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(getComputedStyle(main).paddingTop).toBe(window.innerWidth >= 768 ? '32px' : '20px');
  },
};

/** A header band, the page and a footer band, their edges lined up by Containers. */
export const All: Story = {
  render: () => (
    <Stack gap="0">
      <Container as="header" paddingY="4" background="surface" borderBottom="default">
        <LayoutSample>Header inside the container</LayoutSample>
      </Container>
      <Container as="main" paddingY="6">
        <Stack gap="4">
          <LayoutSample tall>Page section one</LayoutSample>
          <LayoutSample tall>Page section two</LayoutSample>
        </Stack>
      </Container>
      <Container as="footer" paddingY="4">
        <LayoutSample>Footer inside the container</LayoutSample>
      </Container>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByText('Header inside the container').getBoundingClientRect();
    const section = canvas.getByText('Page section one').getBoundingClientRect();
    await expect(Math.round(header.left)).toBe(Math.round(section.left));
  },
};
