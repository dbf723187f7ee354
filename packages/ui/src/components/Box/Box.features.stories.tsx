import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../../storybook/LayoutSample';
import * as layout from '../../storybook/storyLayout.css';
import { Box } from './Box';

/** One story per thing a Box does, plus `All` for visual checks. */
const meta = {
  title: 'Layout/Box/Features',
  component: Box,
  tags: ['!autodocs'],
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `as` picks the element, so the page outline stays right; the list loses its bullets and margins. */
export const AsElement: Story = {
  render: () => (
    <Box as="ul" display="grid" gap="2" aria-label="Delivery promises">
      <LayoutSample as="li">Free delivery above ₹999</LayoutSample>
      <LayoutSample as="li">7-day returns</LayoutSample>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Delivery promises' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** Padding per breakpoint: 16 px on phones, 32 px from 768 px. */
export const ResponsivePadding: Story = {
  render: () => (
    <Box padding={{ mobile: '4', md: '8' }} background="surface" border="default" borderRadius="lg">
      Padding 4 on phones, 8 from md
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Padding 4 on phones, 8 from md');
    const expected = window.innerWidth >= 768 ? '32px' : '16px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

/** The same responsive value as an array, in the order mobile, sm, md, lg, xl. */
export const ResponsiveArray: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={['1', null, '3']} gap={['2', null, '4']}>
      <LayoutSample>One</LayoutSample>
      <LayoutSample>Two</LayoutSample>
      <LayoutSample>Three</LayoutSample>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText('One').parentElement!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(window.innerWidth >= 768 ? 3 : 1);
  },
};

/** Background, border and text colour roles: the tones the shop uses for notes and notices. */
export const ColourRoles: Story = {
  render: () => (
    <Box display="grid" gap="3">
      <Box padding="4" background="subtle" borderRadius="md">
        Muted panel (bg subtle)
      </Box>
      <Box padding="4" background="brandSubtle" border="brand" borderRadius="md" color="brand">
        Brand note
      </Box>
      <Box padding="4" background="warning" border="warning" borderRadius="md" color="warning">
        Warning notice
      </Box>
      <Box padding="4" background="error" border="error" borderRadius="md" color="error">
        Error notice
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error notice')).toBeVisible();
  },
};

/** Everything a Box can do, side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <Box as="section" aria-label="Raised panel" padding={{ mobile: '5', md: '6' }} background="surface" border="default" borderRadius="lg" boxShadow="sm">
        Raised panel: padding 5 → 6, border default, radius lg, shadow sm
      </Box>
      <Box as="section" aria-label="Outlined panel" padding="5" border="default" borderRadius="lg">
        Outlined panel: border only
      </Box>
      <Box as="section" aria-label="Muted panel" padding="5" background="subtle" borderRadius="lg">
        Muted panel: bg subtle
      </Box>
      <Box as="section" aria-label="Flex row" display="flex" justifyContent="space-between" alignItems="center" gap="3" padding="4" background="surface" borderRadius="md" border="default">
        <LayoutSample>Title</LayoutSample>
        <LayoutSample>Action</LayoutSample>
      </Box>
      <Box as="section" aria-label="Colour roles" display="grid" gap="2">
        <Box padding="3" background="brandSubtle" border="brand" borderRadius="md" color="brand">Brand</Box>
        <Box padding="3" background="success" border="success" borderRadius="md" color="success">Success</Box>
        <Box padding="3" background="warning" border="warning" borderRadius="md" color="warning">Warning</Box>
        <Box padding="3" background="info" border="info" borderRadius="md" color="info">Info</Box>
      </Box>
      <Box as="section" aria-label="Radii" display="flex" flexWrap="wrap" alignItems="flex-start" gap="3">
        {(['none', 'sm', 'md', 'lg', 'xl', 'pill'] as const).map((radius) => (
          <Box key={radius} padding="3" background="surface" border="control" borderRadius={radius}>
            {radius}
          </Box>
        ))}
      </Box>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(6);
  },
};
