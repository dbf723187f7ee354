import { Box } from '@shop/ui/Box';
import { ExpandIcon } from '@shop/ui/Icon';
import type { LightboxProps } from '@shop/ui/Lightbox';
import { useState } from 'react';
import { onDemand } from '../../../shared/onDemand';
import { productCopy } from '../../../copy/product';
import { timings } from '../../../shared/timings';
import type { ProductImage } from '../productContent';
import * as styles from './ProductGallery.css';

const copy = productCopy.gallery;

// The Lightbox brings react-aria's modal and dialog (about 25 KB compressed): it comes when the large
// picture is hovered, focused or pressed, not with every product page.
const lightbox = onDemand<LightboxProps>(async () => (await import('@shop/ui/Lightbox')).Lightbox);

/** Seeded pictures are square, with no size from the API; the attributes reserve their box. */
const IMAGE_SIZE = 800;

/** The large picture fills the page's first column (the whole width on phones); thumbnails a fifth of it. */
const MAIN_SIZES = '(min-width: 768px) 50vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 768px) 5.5rem, 20vw';

interface PhotoProps {
  image: ProductImage;
  sizes: string;
  isPriority?: boolean;
}

/** One photo: its smaller AVIF and WebP files first when it was uploaded, the plain file otherwise. */
function Photo({ image, sizes, isPriority = false }: PhotoProps) {
  return (
    <picture className={styles.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={styles.image}
        src={image.src}
        alt={image.alt}
        width={image.width ?? IMAGE_SIZE}
        height={image.height ?? IMAGE_SIZE}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  /** The chosen variant's photo, by its position in `images` (0, the main one, for a variant without its own). */
  variantImage?: number;
}

/**
 * The product's pictures: the chosen one large, the others as thumbnails under it (buttons marked
 * pressed when shown, so the choice is heard and works by keyboard). Pressing the large picture
 * opens it full screen in the Lightbox, where moving also changes the picture shown here. The chosen
 * variant's photo is shown large at first, and again whenever another variant's photo is chosen.
 */
export function ProductGallery({ images, variantImage = 0 }: ProductGalleryProps) {
  const [index, setIndex] = useState(variantImage);
  // Adjusted while rendering, so the new variant's photo shows with its price; the thumbnails pressed in
  // between were the shopper's own browsing, and a variant that shows the same photo leaves it where it is.
  const [shownVariantImage, setShownVariantImage] = useState(variantImage);
  if (variantImage !== shownVariantImage) {
    setShownVariantImage(variantImage);
    setIndex(variantImage);
  }
  const [isOpen, setOpen] = useState(false);
  const current = images[index] ?? images[0];
  const Lightbox = lightbox.useOverlay(isOpen, () => setOpen(false));

  // The framed square the picture sits in, also held empty while there is none.
  const frame = { background: 'surface', border: 'default', borderRadius: 'lg', overflow: 'hidden', className: styles.stage } as const;
  if (!current) return <Box {...frame} aria-hidden="true" />;

  return (
    <Box display="grid" gap="3" minWidth="0">
      <Box {...frame}>
        <button
          type="button"
          className={styles.mainButton}
          aria-label={copy.enlarge(current.alt)}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={lightbox.preload}
          onFocus={lightbox.preload}
        >
          <Photo image={current} sizes={MAIN_SIZES} isPriority />
          <Box
            as="span"
            display="grid"
            borderRadius="pill"
            background="surface"
            color="default"
            boxShadow="md"
            fontSize="md"
            className={styles.enlargeBadge}
          >
            <ExpandIcon />
          </Box>
        </button>
      </Box>

      {images.length > 1 && (
        // role="list": Safari drops the list role of a list styled without bullets.
        <Box as="ul" display="grid" gap={{ mobile: '2', md: '3' }} className={styles.thumbnails} aria-label={copy.thumbnails} role="list">
          {images.map((image, position) => (
            <Box as="li" key={image.src} minWidth="0">
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <Photo image={image} sizes={THUMBNAIL_SIZES} />
              </button>
            </Box>
          ))}
        </Box>
      )}

      {Lightbox && (
        <Lightbox
          slides={images.map(({ src, alt }) => ({ src, alt }))}
          index={index}
          onIndexChange={setIndex}
          isOpen={isOpen}
          onOpenChange={setOpen}
          fadeDuration={timings.lightboxFadeMs}
          swipeDuration={timings.lightboxSwipeMs}
          aria-label={copy.lightbox}
          previousLabel={copy.previous}
          nextLabel={copy.next}
          closeLabel={copy.close}
        />
      )}
    </Box>
  );
}
