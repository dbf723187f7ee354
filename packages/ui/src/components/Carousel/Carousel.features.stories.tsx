import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { BannerSlideExample, ClientSlideExample, ProductSlideExample } from './CarouselExamples/CarouselSlidesExample';
import { CarouselMatrix } from './CarouselExamples/CarouselMatrix';
import { drag, pause, slideInView } from './CarouselExamples/storyHelpers';
import { bannerSlides, bestsellers, clientBreakpoints, clients } from './CarouselExamples/storySlides';

/** One story per feature, plus `All` for visual checks. Timers are short so the tests are quick. */
const meta = {
  title: 'Components/Carousel/Features',
  component: Carousel,
  tags: ['!autodocs'],
  args: {
    'aria-label': 'Our Bestsellers',
    // A fixed layout, so the tests do not depend on the width of the test browser.
    breakpoints: { 0: { slidesPerView: 1, gap: 16 }, 600: { slidesPerView: 2, gap: 24 } },
    onIndexChange: fn(),
    children: bestsellers.map((product) => <ProductSlideExample key={product.title} {...product} />),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const onePerView = { 0: { slidesPerView: 1, gap: 16 } };

/** The banner: one slide per view with dots. The current dot is marked `aria-current` and is a longer pill. */
export const Banner: Story = {
  args: {
    'aria-label': 'Offers',
    breakpoints: onePerView,
    showPagination: true,
    children: bannerSlides.map((slide) => <BannerSlideExample key={slide.title} {...slide} />),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Offers' });
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(slideInView(region, '3 of 3')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  },
};

/** The carousel takes focus itself; then ←/→ move one slide and Home/End jump to the ends. */
export const KeyboardArrows: Story = {
  args: { breakpoints: onePerView },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Our Bestsellers' });

    await userEvent.tab();
    await expect(region).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(slideInView(region, '2 of 6')).not.toBeNull();
    await expect(slideInView(region, '1 of 6')).toBeNull();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{End}');
    await expect(slideInView(region, '6 of 6')).not.toBeNull();
    // Without `loop`, → at the end stays there.
    await userEvent.keyboard('{ArrowRight}');
    await expect(slideInView(region, '6 of 6')).not.toBeNull();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(slideInView(region, '5 of 6')).not.toBeNull();
    await userEvent.keyboard('{Home}');
    await expect(slideInView(region, '1 of 6')).not.toBeNull();
    await expect(region).toHaveFocus();
  },
};

/**
 * The same by mouse. At the last slide "Next slide" is disabled, and focus,
 * which would otherwise fall to the page, moves to "Previous slide".
 */
export const MousePreviousNext: Story = {
  args: { breakpoints: onePerView, children: bannerSlides.map((slide) => <BannerSlideExample key={slide.title} {...slide} />) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Bestsellers' });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(slideInView(region, '2 of 3')).not.toBeNull();
    await expect(next).toHaveFocus();
    await userEvent.click(next);
    await expect(slideInView(region, '3 of 3')).not.toBeNull();
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();

    await userEvent.click(previous);
    await expect(slideInView(region, '2 of 3')).not.toBeNull();
  },
};

/**
 * Only slides in view can be reached: the others are `inert` and hidden from
 * screen readers, so their links refuse focus and Tab goes from the carousel
 * to the card in view.
 */
export const HiddenSlidesAreInert: Story = {
  args: { breakpoints: onePerView },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Bestsellers' });
    const links = canvas.getAllByRole('link', { hidden: true });
    await expect(links).toHaveLength(6);
    // Only the link in view is in the accessibility tree.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);

    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    const inView = canvas.getByRole('link', { name: /Stainless Steel Bird Spikes/ });
    await expect(inView).toHaveFocus();

    // The browser itself refuses focus to anything inside an inert slide.
    for (const link of links.filter((candidate) => candidate !== inView)) {
      link.focus();
      await expect(link).not.toHaveFocus();
    }

    // After a move, the new card takes the place in the Tab order.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: /Polycarbonate/ })).toBeInTheDocument();
    inView.focus();
    await expect(inView).not.toHaveFocus();
  },
};

/** `loop`: "Next slide" at the last slide goes back to the first, and "Previous slide" at the first to the last. */
export const Loop: Story = {
  args: {
    'aria-label': 'Our Clients',
    loop: true,
    breakpoints: clientBreakpoints,
    children: clients.map((client) => <ClientSlideExample key={client.name} {...client} />),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Clients' });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(slideInView(region, '6 of 6')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(slideInView(region, '1 of 6')).not.toBeNull();
  },
};

/** A drag longer than `swipeThreshold` moves one slide; a drag towards nothing springs back. */
export const Swipe: Story = {
  args: { breakpoints: onePerView },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Our Bestsellers' });

    await drag(slideInView(region, '1 of 6')!, 60);
    await expect(slideInView(region, '1 of 6')).not.toBeNull();

    await drag(slideInView(region, '1 of 6')!, -120);
    await waitFor(() => expect(slideInView(region, '2 of 6')).not.toBeNull());

    // Shorter than the threshold: a wobble, not a swipe.
    await drag(slideInView(region, '2 of 6')!, -30);
    await expect(slideInView(region, '2 of 6')).not.toBeNull();

    await drag(slideInView(region, '2 of 6')!, 120);
    await waitFor(() => expect(slideInView(region, '1 of 6')).not.toBeNull());
  },
};

/** Layout by the carousel's own width: 1 slide in a narrow column, 2 from 600 px of carousel. */
export const Breakpoints: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <div style={{ width: 360 }}>
        <Carousel {...args} aria-label="Narrow" />
      </div>
      <div style={{ width: 640 }}>
        <Carousel {...args} aria-label="Wide" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const narrow = canvas.getByRole('region', { name: 'Narrow' });
    const wide = canvas.getByRole('region', { name: 'Wide' });
    await waitFor(() => expect(within(narrow).getAllByRole('group')).toHaveLength(1));
    await waitFor(() => expect(within(wide).getAllByRole('group')).toHaveLength(2));
    const [first, second] = within(wide).getAllByRole('group');
    // 640 px, two slides and a 24 px gap: 308 px each.
    await expect(Math.round(first!.getBoundingClientRect().width)).toBe(308);
    await expect(Math.round(second!.getBoundingClientRect().left - first!.getBoundingClientRect().right)).toBe(24);
  },
};

/** Autoplay moves on every `delay` ms (300 here, 4 s in the shop) and goes round at the end. */
export const Autoplay: Story = {
  args: { breakpoints: onePerView, autoplay: { delay: 300 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Our Bestsellers' });
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await waitFor(() => expect(slideInView(region, '2 of 6')).not.toBeNull(), { timeout: 2000 });
    await waitFor(() => expect(slideInView(region, '3 of 6')).not.toBeNull(), { timeout: 2000 });
  },
};

/**
 * Autoplay holds while focus is inside (by keyboard here), so a keyboard user
 * is never chased by moving content, and while it plays the slides are not a
 * live region. It goes on when focus leaves.
 */
export const AutoplayHoldsOnFocus: Story = {
  args: { breakpoints: onePerView, autoplay: { delay: 300 } },
  render: (args) => (
    <>
      <Carousel {...args} />
      <a href="#after">After the carousel</a>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Bestsellers' });
    const track = region.querySelector('[aria-live]');
    await expect(track).toHaveAttribute('aria-live', 'off');

    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await expect(track).toHaveAttribute('aria-live', 'polite');
    // The button still offers "Pause": the hold is not the user's choice to stop.
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    await pause(900);
    await expect(slideInView(region, '1 of 6')).not.toBeNull();

    canvas.getByRole('link', { name: 'After the carousel' }).focus();
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
    await waitFor(() => expect(slideInView(region, '2 of 6')).not.toBeNull(), { timeout: 2000 });
  },
};

/** Autoplay holds while the mouse is over the carousel, and goes on when it leaves. */
export const AutoplayHoldsOnHover: Story = {
  args: { breakpoints: onePerView, autoplay: { delay: 300 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Our Bestsellers' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await pause(900);
    await expect(slideInView(region, '1 of 6')).not.toBeNull();

    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
    await waitFor(() => expect(slideInView(region, '2 of 6')).not.toBeNull(), { timeout: 2000 });
  },
};

/**
 * The pause/play button (WCAG 2.2.2) stops autoplay until the user starts it
 * again; play resumes at once, even with the pointer or focus inside.
 */
export const PauseButton: Story = {
  args: { breakpoints: onePerView, autoplay: { delay: 300 } },
  render: (args) => (
    <>
      <Carousel {...args} />
      <a href="#after">After the carousel</a>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Bestsellers' });

    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide show' }));
    const play = canvas.getByRole('button', { name: 'Play slide show' });
    await expect(play).toHaveFocus();

    // Focus and pointer leave; the carousel stays stopped because the user stopped it.
    await userEvent.unhover(region);
    canvas.getByRole('link', { name: 'After the carousel' }).focus();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'After the carousel' })).toHaveFocus());
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await pause(900);
    await expect(slideInView(region, '1 of 6')).not.toBeNull();

    // The same by keyboard: Shift+Tab back to the button, Enter plays.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toHaveFocus();
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
    await waitFor(() => expect(slideInView(region, '2 of 6')).not.toBeNull(), { timeout: 2000 });
  },
};

/**
 * Under `prefers-reduced-motion: reduce` autoplay starts stopped (the button
 * offers "Play") and slides change without sliding.
 */
export const ReducedMotion: Story = {
  args: { breakpoints: onePerView, autoplay: { delay: 300 } },
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Bestsellers' });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const track = region.querySelector<HTMLElement>('[aria-live]')!;
    if (!reduced) {
      // Opened outside the test runner, without the emulated preference.
      await expect(getComputedStyle(track).transitionDuration).toBe('0.4s');
      return;
    }
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await expect(getComputedStyle(track).transitionDuration).toBe('0s');
    await pause(900);
    await expect(slideInView(region, '1 of 6')).not.toBeNull();
  },
};

/** The home page's three carousels at the width of the canvas: the story for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <CarouselMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Banner' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
  },
};
