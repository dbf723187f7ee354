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

/** The seeded and uploaded product pictures are square; the attributes reserve their box. */
const IMAGE_SIZE = 800;

export interface ProductGalleryProps {
  images: readonly ProductImage[];
}

/**
 * The product's pictures: the chosen one large, the others as thumbnails under it (buttons marked
 * pressed when shown, so the choice is heard and works by keyboard). Pressing the large picture
 * opens it full screen in the Lightbox, where moving also changes the picture shown here.
 */
export function ProductGallery({ images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
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
          <img
            className={styles.image}
            src={current.src}
            alt={current.alt}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            fetchPriority="high"
            decoding="async"
          />
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
                <img className={styles.image} src={image.src} alt={image.alt} width={IMAGE_SIZE} height={IMAGE_SIZE} decoding="async" />
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
