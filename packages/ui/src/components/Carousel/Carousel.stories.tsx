import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import * as examples from './CarouselExamples/CarouselExamples.css';
import { ProductSlideExample } from './CarouselExamples/CarouselSlidesExample';
import { bestsellerBreakpoints, bestsellers } from './CarouselExamples/storySlides';

/**
 * The default carousel (the home page's "Our Bestsellers") and a playground.
 * One story per feature lives in `Carousel.features.stories.tsx`; designer
 * guidance in `Carousel.mdx`.
 */
const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    'aria-labelledby': 'bestsellers-heading',
    breakpoints: bestsellerBreakpoints,
    onIndexChange: fn(),
    children: null,
  },
  argTypes: {
    children: { control: false },
    breakpoints: { control: 'object' },
  },
  render: (args) => (
    <section className={examples.section}>
      <h2 id="bestsellers-heading" className={examples.sectionHeading}>
        Our Bestsellers
      </h2>
      <Carousel {...args}>
        {bestsellers.map((product) => (
          <ProductSlideExample key={product.title} {...product} />
        ))}
      </Carousel>
    </section>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its heading; a click on "Next slide" moves one slide on and reports the new index. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Our Bestsellers' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getByRole('group', { name: '1 of 6' })).toHaveAttribute('aria-roledescription', 'slide');

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(carousel).getByRole('group', { name: '2 of 6' })).toBeVisible());
    await expect(within(carousel).queryByRole('group', { name: '1 of 6' })).toBeNull();
  },
};

/** Every prop as a control, for trying combinations. */
export const Playground: Story = {
  args: {
    loop: false,
    showPagination: true,
    autoplay: { delay: 4000 },
    transitionDuration: 400,
    swipeThreshold: 40,
  },
};
