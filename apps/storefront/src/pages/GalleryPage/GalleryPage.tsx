import { useListGalleryQuery } from '@shop/api-client';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { useId, useMemo, useState } from 'react';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { galleryCopy } from '../../copy/gallery';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { GalleryGrid } from './GalleryGrid';
import { GalleryLightbox } from './GalleryLightbox';
import { GalleryLoadFailed } from './GalleryLoadFailed';
import * as styles from './GalleryPage.css';
import { toGalleryPhotos } from './gallerySlides';

const cta = galleryCopy.callToAction;

/** /gallery: 'Gallery', a grid of installation photos; pressing one opens it full screen. */
export function GalleryPage() {
  const headingId = useId();
  const query = useListGalleryQuery();
  const photos = useMemo(() => query.data && toGalleryPhotos(query.data), [query.data]);
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(false);

  let content;
  if (!photos) {
    content = query.isError ? (
      <GalleryLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    ) : (
      <div className={styles.loading}>
        <Spinner label={galleryCopy.loading} size="lg" />
      </div>
    );
  } else if (photos.length === 0) {
    content = (
      <EmptyState
        title={galleryCopy.empty}
        description={galleryCopy.emptyHint}
        action={<LinkButton href="/products">{galleryCopy.browseProducts}</LinkButton>}
      />
    );
  } else {
    content = (
      <>
        <GalleryGrid
          photos={photos}
          labelledBy={headingId}
          onOpen={(opened) => {
            setIndex(opened);
            setOpen(true);
          }}
        />
        <GalleryLightbox photos={photos} index={index} onIndexChange={setIndex} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  }

  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {galleryCopy.title}
        </h1>
        <p className={styles.intro}>{galleryCopy.intro}</p>
        {/* Keeps its line while the photos load, so the grid does not move when the number arrives. */}
        <p className={styles.count}>{photos && photos.length > 0 && galleryCopy.count(photos.length)}</p>
      </header>
      {content}
      <CallToAction
        title={cta.title}
        text={cta.text}
        primary={{ href: '/products', label: cta.shop }}
        secondary={{ href: '/contact', label: cta.contact }}
      />
    </div>
  );
}
