import { Grid } from '@shop/ui/Grid';
import { ExpandIcon } from '@shop/ui/Icon';
import { Button } from 'react-aria-components/Button';
import type { GalleryPhoto } from './gallerySlides';
import * as styles from './GalleryGrid.css';

/** The seeded gallery images are 1200 × 800; any other is cropped into the same 3:2 frame. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 800;

/** The first two rows on a desktop (and more than fit on a phone) load at once; the rest when scrolled to. */
const EAGER_IMAGES = 6;

export interface GalleryGridProps {
  photos: readonly GalleryPhoto[];
  /** Opens the lightbox at this photo. */
  onOpen: (index: number) => void;
  /** The id of the page's heading, which names the list. */
  labelledBy: string;
}

/**
 * The photos as a grid of thumbnails, each a button named by its visible title (the picture
 * inside is decorative here: the lightbox describes it). Pressing one opens the lightbox; when
 * it closes, react-aria returns focus to the button that opened it.
 */
export function GalleryGrid({ photos, onOpen, labelledBy }: GalleryGridProps) {
  return (
    // Two columns on phones, three from 768 px: large enough to see what each installation protects.
    // role="list": Safari drops the list role of a list styled without bullets.
    <Grid
      as="ul"
      aria-labelledby={labelledBy}
      role="list"
      columns={{ mobile: 2, md: 3 }}
      rowGap={{ mobile: '5', md: '8' }}
      columnGap={{ mobile: '3', md: '6' }}
    >
      {photos.map((photo, index) => (
        <li key={photo.key}>
          <Button className={styles.thumbnail} aria-haspopup="dialog" onPress={() => onOpen(index)}>
            <span className={styles.frame}>
              <img
                className={styles.image}
                src={photo.src}
                alt=""
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className={styles.badge}>
                <ExpandIcon />
              </span>
            </span>
            <span className={styles.title} lang={photo.titleLang}>
              {photo.title}
            </span>
          </Button>
        </li>
      ))}
    </Grid>
  );
}
