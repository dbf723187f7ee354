import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Text } from '@shop/ui/Text';
import { useEffect, useRef, useState } from 'react';
import { contactCopy } from '../../copy/contact';
import * as styles from './ContactMap.css';
import { ExternalIcon, MapIcon } from '@shop/ui/Icon';
import { MapArt } from './MapArt';
import { useSiteShell } from '../../features/site/siteContact';
import { mapEmbedUrl, mapQuery } from './mapLinks';

const copy = contactCopy.map;

/**
 * The embedded map, loaded only when the visitor asks for it. Until then a drawn stand-in keeps its
 * place (no layout shift) and the page makes no request to the maps service, so a slow or
 * unreachable service (or a shop without internet) never delays or breaks the page, and no
 * third-party cookies are set unasked. 'Open in Google Maps' (the map link staff keep) always works, map or no map.
 * Both wait for the shop's address (the shell call every page makes).
 */
export function ContactMap({ className }: { className?: string }) {
  const { contact } = useSiteShell();
  const [isShown, setIsShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button that was pressed is gone; focus moves to what it showed.
  useEffect(() => {
    if (isShown) frame.current?.focus();
  }, [isShown]);

  return (
    <Box display="grid" gap="2" className={className}>
      <div className={styles.frame}>
        {isShown && contact ? (
          <iframe
            ref={frame}
            className={styles.iframe}
            title={copy.frameTitle(contact.address.name, `${contact.address.locality}, ${contact.address.region}`)}
            src={mapEmbedUrl(mapQuery(contact.address))}
            width="600"
            height="450"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <div className={styles.standIn}>
            <MapArt />
            <div className={styles.standInContent}>
              <Text size="sm" leading="snug" tone="muted" className={styles.notice}>
                {copy.notice}
              </Text>
              <Button variant="secondary" isDisabled={!contact} onPress={() => setIsShown(true)}>
                <MapIcon className={styles.buttonIcon} />
                {copy.show}
              </Button>
            </div>
          </div>
        )}
      </div>
      {contact && (
        <a className={styles.openLink} href={contact.map_url} target="_blank" rel="noopener noreferrer">
          {copy.open}
          <span className={visuallyHidden}> {copy.opensInNewTab}</span>
          <ExternalIcon size="1em" />
        </a>
      )}
    </Box>
  );
}
