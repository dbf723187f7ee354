import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const navigate = fn().mockName('navigate');
const addAddress = fn().mockName('addAddress');

/** One story per PageHeader slot, plus `All` for visual checks. */
const meta = {
  title: 'Layout/PageHeader/Features',
  component: PageHeader,
  tags: ['!autodocs'],
  args: { title: 'My addresses' },
  beforeEach: () => {
    navigate.mockClear();
    addAddress.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account trail. */
const trail = () => (
  <Breadcrumbs label="Breadcrumbs">
    <Breadcrumb href="/">Home</Breadcrumb>
    <Breadcrumb href="/account">My account</Breadcrumb>
    <Breadcrumb>My addresses</Breadcrumb>
  </Breadcrumbs>
);

/** Page actions beside the title from 768 px, under it on phones; reached by Tab after the title. */
export const WithActions: Story = {
  args: {
    intro: 'Where we deliver your orders.',
    actions: <Button onPress={addAddress}>Add address</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addAddress).toHaveBeenCalledTimes(1);
  },
};

/** Breadcrumbs above the title. */
export const WithBreadcrumbs: Story = {
  render: (args) => <PageHeader {...args} breadcrumbs={trail()} intro="Where we deliver your orders." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(nav.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(canvas.getByRole('link', { name: 'My account' }));
    await expect(navigate.mock.calls[0]?.[0]).toBe('/account');
  },
};

/** A search query can be one long word: it wraps rather than overflowing on phones. */
export const LongTitle: Story = {
  args: { title: 'Results for "antibirdspikesstainlesssteelheavyduty"' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  },
};

/** Title only, with introduction, with actions, with breadcrumbs. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Title only">
        <PageHeader title="Gallery" />
      </section>
      <section className={layout.card} aria-label="With introduction">
        <PageHeader title="Offers" intro="This month’s savings on bird spikes, nets and monkey repellers. Prices include GST." />
      </section>
      <section className={layout.card} aria-label="With actions">
        <PageHeader title="My addresses" intro="Where we deliver your orders." actions={<Button>Add address</Button>} />
      </section>
      <section className={layout.card} aria-label="With breadcrumbs">
        <PageHeader title="My addresses" breadcrumbs={trail()} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(4);
  },
};
