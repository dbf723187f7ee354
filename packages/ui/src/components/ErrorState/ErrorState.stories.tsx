import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertIcon } from '../Icon/icons/states';
import { LinkButton } from '../LinkButton/LinkButton';
import { ErrorState } from './ErrorState';

const navigate = fn().mockName('navigate');
const retry = fn().mockName('retry');

/** The default ErrorState and a playground; more in `ErrorState.features.stories.tsx`. */
const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    icon: <AlertIcon />,
    title: 'This order could not be loaded',
    description: 'Our server did not answer. Your order is safe; please try again in a moment.',
    actions: (
      <>
        <Button onPress={retry}>Try again</Button>
        <LinkButton href="/orders" variant="secondary">
          Back to my orders
        </LinkButton>
      </>
    ),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    size: { control: 'inline-radio', options: ['page', 'compact'] },
    icon: { control: false },
    actions: { control: false },
  },
  beforeEach: () => {
    navigate.mockClear();
    retry.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order page could not load: an h1, the reason, a retry and a way back, announced as an alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'This order could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Every prop as a control. */
export const Playground: Story = { args: { headingLevel: 1, size: 'page' } };
