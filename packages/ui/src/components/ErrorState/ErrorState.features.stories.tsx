import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { AlertIcon } from '../Icon/icons/states';
import { LinkButton } from '../LinkButton/LinkButton';
import { ErrorState } from './ErrorState';

const navigate = fn().mockName('navigate');

/** One story per use, plus `All` for visual checks. */
const meta = {
  title: 'Feedback/ErrorState/Features',
  component: ErrorState,
  tags: ['!autodocs'],
  args: { title: 'Something went wrong' },
  beforeEach: () => {
    navigate.mockClear();
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

/** A section of a page that failed: compact, an h2, and Tab reaches its one way out. */
export const CompactSection: Story = {
  args: {
    icon: <AlertIcon />,
    title: 'Reviews could not be loaded',
    headingLevel: 2,
    size: 'compact',
    actions: <LinkButton href="/support">Contact support</LinkButton>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/support');
  },
};

/** Title only: still an alert with a heading; the icon disc is hidden from screen readers. */
export const TitleOnly: Story = {
  args: { icon: <AlertIcon /> },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    await expect(alert.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A whole page and a section, side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Page error">
        <ErrorState
          icon={<AlertIcon />}
          headingLevel={2}
          title="This order could not be loaded"
          description="Our server did not answer. Your order is safe; please try again in a moment."
          actions={
            <>
              <Button>Try again</Button>
              <LinkButton href="/orders" variant="secondary">
                Back to my orders
              </LinkButton>
            </>
          }
        />
      </section>
      <section className={layout.card} aria-label="Section error">
        <ErrorState
          icon={<AlertIcon />}
          headingLevel={2}
          size="compact"
          title="Reviews could not be loaded"
          description="The rest of the page works; reviews will be back shortly."
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};
