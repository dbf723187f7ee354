import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { SearchField } from './SearchField';
import { collapsedQuery } from './SearchField.css';

/** Collapsing, Escape and both widths, plus `All` for visual checks. */
const meta = {
  title: 'Components/SearchField/Features',
  component: SearchField,
  tags: ['!autodocs'],
  args: { placeholder: 'Search BirdShield India', onSubmit: fn(), onChange: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Collapsed, with the mouse: only the icon button "Search" shows. Pressing it
 * reveals the form and puts focus in the box; Escape clears the text, a
 * second Escape folds the form away and returns focus to the icon.
 */
export const Collapsed: Story = {
  args: { collapse: 'always' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Search', expanded: false });
    await expect(canvas.queryByRole('searchbox')).toBeNull();

    await userEvent.click(toggle);
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toBeVisible();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('monkey spikes{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('monkey spikes');

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Collapsed, with the keyboard: Tab to the icon, Enter opens and focuses the box. */
export const CollapsedKeyboard: Story = {
  args: { collapse: 'always' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Search', expanded: false });
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('  gel  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenLastCalledWith('gel');

    // Tab reaches the search button; the clear button is for pointers (Escape clears from the keyboard).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};

/** Focus leaving an empty open form folds it away; nothing is lost because nothing was typed. */
export const CollapsesWhenLeftEmpty: Story = {
  args: { collapse: 'always' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <SearchField {...args} />
      <a href="#cart">Cart</a>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search', expanded: false }));
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveFocus();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** Escape on text clears it (and only then), in the full form as well. */
export const EscapeClears: Story = {
  args: { collapse: 'never', defaultValue: 'bird net' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toHaveValue('bird net');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveFocus();
  },
};

/** The clear button (shown while there is text) empties the box and keeps focus in it. */
export const ClearButton: Story = {
  args: { collapse: 'never', defaultValue: 'spikes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

/**
 * `collapse="auto"` follows the width: an icon at 600 px or less, the full box
 * above. The story starts on the "Small mobile" viewport (320 px), where the
 * test runner renders it too, so the icon shows; choose a wider viewport in the
 * toolbar to see the box. The play function checks whichever width it runs at.
 */
export const ResponsiveAuto: Story = {
  args: { collapse: 'auto' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const isPhone = window.matchMedia(collapsedQuery).matches;
    if (isPhone) {
      await expect(canvas.getByRole('button', { name: 'Search', expanded: false })).toBeVisible();
      await expect(canvas.queryByRole('searchbox')).toBeNull();
    } else {
      await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Search', expanded: false })).toBeNull();
    }
  },
};

/** Full, collapsed and `auto` (which differs between the 375 and 1280 px snapshots). */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="search-auto">
        <header className={layout.cardHeader}>
          <h2 id="search-auto" className={layout.cardTitle}>
            Auto (the header)
          </h2>
          <p className={layout.cardDescription}>The full box on wide screens, an icon at 600 px or less.</p>
        </header>
        <SearchField label="Search products (auto)" placeholder="Search BirdShield India" onSubmit={() => {}} />
      </section>
      <section className={layout.card} aria-labelledby="search-full">
        <header className={layout.cardHeader}>
          <h2 id="search-full" className={layout.cardTitle}>
            Full
          </h2>
          <p className={layout.cardDescription}>Empty, and on the results page with the query.</p>
        </header>
        <SearchField label="Search products (empty)" collapse="never" placeholder="Search BirdShield India" onSubmit={() => {}} />
        <SearchField label="Search products (with query)" collapse="never" defaultValue="bird spikes" onSubmit={() => {}} />
      </section>
      <section className={layout.card} aria-labelledby="search-collapsed">
        <header className={layout.cardHeader}>
          <h2 id="search-collapsed" className={layout.cardTitle}>
            Collapsed
          </h2>
          <p className={layout.cardDescription}>An icon button that opens the form.</p>
        </header>
        <SearchField label="Search products (collapsed)" collapse="always" onSubmit={() => {}} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('search').length).toBeGreaterThanOrEqual(2);
  },
};
