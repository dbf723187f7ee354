import { useListGalleryQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useId, useMemo, useState } from 'react';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { galleryCopy } from '../../copy/gallery';
import { GalleryGrid } from './GalleryGrid';
import { GalleryLightbox } from './GalleryLightbox';
import * as styles from './GalleryPage.css';
import { toGalleryPhotos } from './gallerySlides';

const cta = galleryCopy.callToAction;

/** /gallery: 'Gallery', a grid of installation photos; pressing one opens it full screen. */
export function GalleryPage() {
  const headingId = useId();
  const query = useListGalleryQuery({});
  const photos = useMemo(() => query.data && toGalleryPhotos(query.data), [query.data]);
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(false);

  let content;
  if (!photos) {
    content = query.isError ? (
      <LoadFailed
        message={galleryCopy.loadFailed}
        retryLabel={galleryCopy.retry}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    ) : (
      <Box display="grid" alignItems="center" justifyItems="center" className={styles.loading}>
        <Spinner label={galleryCopy.loading} size="lg" />
      </Box>
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
    <Container display="grid" gap={{ mobile: '6', md: '10' }} paddingY={{ mobile: '6', md: '10' }}>
      <Box as="header" display="grid" gap="2" paddingBottom="4" borderBottom="default">
        <Heading level={1} id={headingId}>
          {galleryCopy.title}
        </Heading>
        <Text tone="muted" leading="body" measure="intro">
          {galleryCopy.intro}
        </Text>
        <Text size="sm" weight="medium" tone="brand" className={styles.count}>
          {photos && photos.length > 0 && galleryCopy.count(photos.length)}
        </Text>
      </Box>
      {content}
      <CallToAction
        title={cta.title}
        text={cta.text}
        primary={{ href: '/products', label: cta.shop }}
        secondary={{ href: '/contact', label: cta.contact }}
      />
    </Container>
  );
}
