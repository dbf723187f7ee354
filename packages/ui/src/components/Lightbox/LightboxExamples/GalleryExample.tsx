import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Lightbox, type LightboxProps } from '../Lightbox';
import * as styles from './LightboxExamples.css';

export type GalleryExampleProps = Omit<LightboxProps, 'index' | 'onIndexChange' | 'isOpen' | 'onOpenChange'> & {
  /** Open at this slide when the story loads (the `All` story shows the lightbox open). */
  initialOpenIndex?: number;
  onIndexChange?: (index: number) => void;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * The gallery page (stories only): a grid of thumbnails; pressing one opens
 * the lightbox at that image. The state is the page's, as in the storefront.
 */
export function GalleryExample({ slides, initialOpenIndex, onIndexChange, onOpenChange, ...props }: GalleryExampleProps) {
  const [index, setIndex] = useState(initialOpenIndex ?? 0);
  const [isOpen, setOpen] = useState(initialOpenIndex !== undefined);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Gallery</h1>
      <ul className={styles.grid}>
        {slides.map((slide, slideIndex) => (
          <li key={slide.src + slideIndex}>
            <AriaButton
              className={styles.thumbnail}
              onPress={() => {
                setIndex(slideIndex);
                setOpen(true);
                onOpenChange?.(true);
              }}
            >
              <img className={styles.thumbnailImage} src={slide.src} alt="" />
              <span className={styles.thumbnailTitle}>{slide.title}</span>
            </AriaButton>
          </li>
        ))}
      </ul>
      <Lightbox
        {...props}
        slides={slides}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          onIndexChange?.(next);
        }}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange?.(open);
        }}
      />
    </div>
  );
}
