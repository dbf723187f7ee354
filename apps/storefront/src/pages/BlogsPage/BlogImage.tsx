import { useState } from 'react';
import { mediaUrl } from '../../shared/mediaUrl';
import { cx } from '@shop/ui/cx';
import * as styles from './BlogImage.css';

/** The seeded article images' size; any image is shown in this frame (cropped to fit). */
const BLOG_IMAGE_WIDTH = 1200;
const BLOG_IMAGE_HEIGHT = 630;

export interface BlogImageProps {
  /** The article's first image (a path on the API or an https URL); none → the fallback. */
  src: string | undefined;
  /** Cards and recent posts name the article in text beside the image, so it is decorative. */
  className?: string;
  /** The first cards are in view when the page opens; the rest load when scrolled to. */
  isEager?: boolean;
}

/**
 * An article's picture in a fixed 1200 × 630 frame (no layout shift), or, for an article
 * without one or whose image fails to load, a quiet illustration in the brand's colours.
 */
export function BlogImage({ src, className, isEager = false }: BlogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src) {
    return (
      <div className={cx(styles.frame, styles.fallback, className)} aria-hidden="true">
        <svg className={styles.fallbackArt} viewBox="0 0 120 63" fill="none" focusable="false">
          <path d="M0 50c18-6 34-6 52 0s38 6 68-2v15H0z" fill="currentColor" opacity=".12" />
          <path d="M10 44h100" stroke="currentColor" strokeWidth="1.2" opacity=".35" />
          {[18, 30, 42, 54, 66, 78, 90, 102].map((x) => (
            <path key={x} d={`M${x} 44l-3-8M${x} 44v-9M${x} 44l3-8`} stroke="currentColor" strokeWidth="1" strokeLinecap="round" opacity=".45" />
          ))}
          <path
            d="M70 20c4-5 10-6 14-3l5-3-1 5c2 3 1 7-2 9-5 3-12 2-17-1l-9 2 4-5c1-1 3-3 6-4z"
            fill="currentColor"
            opacity=".55"
          />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={cx(styles.frame, styles.image, className)}
      src={mediaUrl(src)}
      alt=""
      width={BLOG_IMAGE_WIDTH}
      height={BLOG_IMAGE_HEIGHT}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
