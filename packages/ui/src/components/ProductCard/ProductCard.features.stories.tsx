import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import * as grid from './ProductCardExamples/storyGrid.css';
import { storyProducts } from './ProductCardExamples/storyProducts';

/** The storefront's router stand-in (see ProductCard.stories.tsx). */
const navigate = fn().mockName('navigate');

const [spikes, polycarbonate, net, monkey] = storyProducts;

/** One story per state and behaviour, plus `All` for visual checks. */
const meta = {
  title: 'Components/ProductCard/Features',
  component: ProductCard,
  tags: ['!autodocs'],
  args: {
    ...spikes,
    onBuyNow: fn(),
    onAddToCart: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story, { parameters }) => (
      <RouterProvider navigate={navigate}>
        {parameters.layout === 'fullscreen' ? (
          <Story />
        ) : (
          <div className={grid.single}>
            <Story />
          </div>
        )}
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const addToCartName = `Add ${spikes.title} to cart`;

/**
 * By keyboard: Tab visits the card link, then "Add to cart", then "Buy Now".
 * Enter and Space on a button do its job and never follow the link; Enter on
 * the link does.
 */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: spikes.title });
    const addToCart = canvas.getByRole('button', { name: addToCartName });
    const buyNow = canvas.getByRole('button', { name: 'Buy Now' });

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(addToCart).toHaveFocus();
    await userEvent.tab();
    await expect(buyNow).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);

    await userEvent.tab({ shift: true });
    await expect(addToCart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(2);
    await expect(navigate).not.toHaveBeenCalled();

    await userEvent.tab({ shift: true });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe(spikes.href);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(2);
  },
};

function centreOf(element: Element) {
  const { left, top, width, height } = element.getBoundingClientRect();
  return [left + width / 2, top + height / 2] as const;
}

/**
 * The whole card is the link: the title's link stretches over the image,
 * description and price (the element hit there is the link), while the
 * buttons sit above it. One link, no interactive element inside another.
 */
export const WholeCardIsOneLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: spikes.title });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);

    for (const area of [canvas.getByRole('img', { name: spikes.title }), canvas.getByText(spikes.description)]) {
      await expect(document.elementFromPoint(...centreOf(area))).toBe(link);
    }
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.contains(document.elementFromPoint(...centreOf(button)))).toBe(true);
      await expect(link.contains(button)).toBe(false);
    }
    await expect(link.querySelector('a, button, input, [tabindex]')).toBeNull();
  },
};

/** Names as a screen reader hears them: image alt and link are the title; the icon button names its product. */
export const AccessibleNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: spikes.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: spikes.title })).toHaveAttribute('href', spikes.href);
    await expect(canvas.getByRole('img', { name: spikes.title })).toHaveAttribute('alt', spikes.title);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: addToCartName })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('Price: ₹1,299 Original price: ₹1,999 35% off', {
      normalizeWhitespace: true,
    });
  },
};

/** A photo the shop described is announced by its description, not by the product's name again. */
export const DescribedPhoto: Story = {
  args: { imageAlt: 'Steel spikes fixed along a balcony ledge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Steel spikes fixed along a balcony ledge' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: spikes.title })).toBeVisible();
  },
};

/**
 * The image box is square before the lazy image loads, so the grid does not
 * jump (no layout shift); the image itself loads lazily.
 */
export const NoLayoutShift: Story = {
  args: { imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: spikes.title });
    await expect(image).toHaveAttribute('loading', 'lazy');
    const box = (image.closest('picture')?.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(Math.abs(box.height - box.width)).toBeLessThan(1);
  },
};

/**
 * An uploaded photo comes in AVIF and WebP at several widths: the card lists them best first as
 * `<source>`s with the same `sizes`, so the browser fetches the smallest file that fills the box, and
 * keeps the fallback `<img>` (its alt, size and lazy loading) for browsers that take neither.
 */
export const ResponsiveSources: Story = {
  args: {
    imageSrc: spikes.imageSrc,
    imageSizes: '(min-width: 768px) 14rem, 50vw',
    imageSources: [
      { type: 'image/avif', srcSet: `${spikes.imageSrc} 320w` },
      { type: 'image/webp', srcSet: `${spikes.imageSrc} 320w` },
    ],
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: spikes.title });
    const picture = image.parentElement as HTMLElement;
    await expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    await expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) await expect(source).toHaveAttribute('sizes', '(min-width: 768px) 14rem, 50vw');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '600');
    // The square box holds while the photo loads: <picture> adds no box of its own.
    const box = (picture.parentElement as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(box.height - box.width)).toBeLessThan(1);
    await expect(image.getBoundingClientRect().width).toBeCloseTo(box.width, 0);
  },
};

/** A product without a photo keeps the card's shape with a placeholder that is not announced. */
export const WithoutImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: spikes.title })).toBeNull();
  },
};

/** Photos load lazily; a card in the first screenful asks for its photo at once and early. */
export const ImagePriority: Story = {
  render: (args) => (
    <>
      <ProductCard {...args} isImagePriority />
      <ProductCard {...args} {...polycarbonate} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: spikes.title });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = canvas.getByRole('img', { name: polycarbonate.title });
    await expect(second).toHaveAttribute('loading', 'lazy');
    await expect(second).not.toHaveAttribute('fetchpriority');
  },
};

/** No reviews yet: no stars rather than five empty ones. */
export const WithoutRating: Story = {
  args: { rating: undefined, reviewCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: /Rated/ })).toBeNull();
  },
};

/** Without handlers there are no buttons: only the card link. */
export const LinkOnly: Story = {
  args: { onBuyNow: undefined, onAddToCart: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** While adding, the cart button shows a spinner, keeps its name and focus, and ignores presses. */
export const AddingToCart: Story = {
  args: { isAddingToCart: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: addToCartName });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** The "Rs.{n}/-" notation of the older cards. */
export const RsNotation: Story = {
  args: { notation: 'rs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rs.1,299/-')).toBeVisible();
  },
};

/** A long title is clamped to two lines; the full title is still the link's name. */
export const LongTitle: Story = {
  args: { ...polycarbonate, descriptionLines: 3 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: polycarbonate.title });
    const heading = link.parentElement as HTMLElement;
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

/** The shop's words for the buttons and price labels. */
export const CustomCopy: Story = {
  args: {
    ...net,
    buyNowLabel: 'Buy now',
    formatAddToCartLabel: (title: string) => `Add to cart: ${title}`,
    priceCopy: { maxPriceLabel: 'M.R.P.', formatPercentOff: (percent: number) => `${percent}% OFF` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Add to cart: ${net.title}` })).toBeVisible();
    await expect(canvas.getByText('25% OFF')).toBeVisible();
  },
};

/**
 * A product the shop prices in a live sale: the storefront passes the sale price as `price` and "Sale" as
 * the ribbon. The ribbon is words, not a colour, and is read before the title; the M.R.P. and the discount
 * show as on any card.
 */
export const OnSale: Story = {
  args: { ...net, price: 599, tag: 'Sale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sale', { exact: true })).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(card.textContent?.startsWith(`Sale${net.title}`)).toBe(true);
    await expect(card).toHaveTextContent('Price: ₹599 Original price: ₹999 40% off', { normalizeWhitespace: true });
  },
};

/** While products load: the grid is busy, the skeletons are hidden from screen readers. */
export const Skeleton: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Products">
      <ProductCardSkeleton />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(skeleton).not.toBeNull();
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

/** A grid as the storefront shows it: 2 columns on phones, 3 on tablets, 4 on desktops, with loading cards. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={grid.page}>
      <h2 className={grid.heading}>Bird spikes and nets</h2>
      <ul className={grid.grid}>
        {storyProducts.map((product) => (
          <li key={product.href}>
            <ProductCard {...product} onBuyNow={args.onBuyNow} onAddToCart={args.onAddToCart} />
          </li>
        ))}
        <li>
          <ProductCard
            title="Bird Spike Glue, 300 ml Cartridge"
            href="/products/bird-spike-glue"
            description="Weatherproof adhesive for fixing spikes on concrete, metal and glass."
            price={349}
            notation="rs"
            onBuyNow={args.onBuyNow}
            onAddToCart={args.onAddToCart}
          />
        </li>
        <li>
          <ProductCard {...monkey} isAddingToCart onBuyNow={args.onBuyNow} onAddToCart={args.onAddToCart} />
        </li>
        <li>
          <ProductCardSkeleton />
        </li>
        <li>
          <ProductCardSkeleton />
        </li>
      </ul>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: 'Buy Now' })).toHaveLength(6);
  },
};
