import type { LightboxSlide } from '../lightboxSlide';
import * as styles from './LightboxStage.css';

export interface LightboxFigureProps {
  slide: LightboxSlide;
  /** -1, 0 or 1: the neighbour before, the current slide, the neighbour after. */
  offset: -1 | 0 | 1;
}

/**
 * One slide: the image, fitted whole (`object-fit: contain`), with its title
 * and description under it. Neighbours are rendered (so their images load
 * before they are needed) but inert and hidden from screen readers.
 */
export function LightboxFigure({ slide, offset }: LightboxFigureProps) {
  const isCurrent = offset === 0;
  return (
    <figure
      className={styles.figure}
      data-offset={offset}
      inert={!isCurrent}
      aria-hidden={isCurrent ? undefined : true}
    >
      <div className={styles.imageBox}>
        <img className={styles.image} src={slide.src} alt={slide.alt} lang={slide.altLang} draggable={false} decoding="async" />
      </div>
      {(slide.title || slide.description) && (
        <figcaption className={styles.caption}>
          {slide.title && (
            <h2 className={styles.title} lang={slide.titleLang}>
              {slide.title}
            </h2>
          )}
          {slide.description && (
            <p className={styles.description} lang={slide.descriptionLang}>
              {slide.description}
            </p>
          )}
        </figcaption>
      )}
    </figure>
  );
}
