import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Inline } from '../Inline/Inline';
import type { IconProps } from './Icon';
import * as account from './icons/account';
import * as address from './icons/address';
import * as contact from './icons/contact';
import * as delivery from './icons/delivery';
import * as product from './icons/product';
import * as promise from './icons/promise';
import * as purchase from './icons/purchase';
import * as shell from './icons/shell';
import * as social from './icons/social';
import * as states from './icons/states';
import * as styles from './IconGallery.css';

/** The gallery of every icon by its export name, plus sizes and a filled heart. */
const meta = {
  title: 'Components/Icon/Features',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type IconComponent = ComponentType<IconProps>;

/** The components a family module exports (its name maps like `promiseIcons` are left out). */
function iconsOf(family: Record<string, unknown>): Array<[string, IconComponent]> {
  return Object.entries(family).filter(
    (entry): entry is [string, IconComponent] => typeof entry[1] === 'function' && /(Icon|Mark)$/.test(entry[0]),
  );
}

const families = {
  Shell: shell,
  Account: account,
  Purchase: purchase,
  Product: product,
  Contact: contact,
  'Promises and reasons': promise,
  Social: social,
  'Address card': address,
  'Empty and error states': states,
  'Delivery and payment': delivery,
};

const iconCount = Object.values(families).reduce((count, family) => count + iconsOf(family).length, 0);

/** Every icon by the name to import it by; 48 px so the drawings can be checked. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      {Object.entries(families).map(([familyName, family]) => (
        <section key={familyName} className={layout.card} aria-label={familyName}>
          <h2 className={layout.cardTitle}>{familyName}</h2>
          <ul className={styles.gallery}>
            {iconsOf(family).map(([name, IconComponent]) => (
              <li key={name} className={styles.tile}>
                <span className={styles.glyph}>
                  <IconComponent />
                </span>
                <code className={styles.name}>{name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconCount);
    await expect(canvas.getByText('TruckIcon')).toBeVisible();
    // Every icon in the gallery is decorative: the name beside it is the text.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** `isFilled` on the heart: on the wishlist. */
export const FilledHeart: Story = {
  render: () => (
    <p>
      <shell.HeartIcon isFilled label="On your wishlist" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('img', { name: 'On your wishlist' });
    await expect(heart).toHaveAttribute('fill', 'currentColor');
  },
};

/** Sizes follow the text: 1em, 1.2em, 1.25em (default), and 1.5rem for promise badges. */
export const Sizes: Story = {
  render: () => (
    <Inline gap="4">
      <shell.CartIcon size="1em" label="1em" />
      <shell.CartIcon size="1.2em" label="1.2em" />
      <shell.CartIcon label="1.25em" />
      <shell.CartIcon size="1.5rem" label="1.5rem" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '1.5rem' }).getBoundingClientRect().width).toBe(24);
    await expect(canvas.getByRole('img', { name: '1em' }).getBoundingClientRect().width).toBe(16);
  },
};
