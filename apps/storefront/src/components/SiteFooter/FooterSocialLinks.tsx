import { socialProfiles, type SocialNetwork } from '../../copy/social-profiles';
import { footerCopy as copy } from '../../copy/footer';
import { Box } from '@shop/ui/Box';
import { socialMarks } from '@shop/ui/Icon';
import * as styles from './SiteFooter.css';

const networks = Object.keys(socialProfiles) as SocialNetwork[];

/** The brand's profiles, each an icon link named after its network, opening in a new tab. */
export function FooterSocialLinks() {
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="2" aria-label={copy.socialLabel}>
      {networks.map((network) => {
        const Mark = socialMarks[network];
        return (
          <li key={network}>
            <a
              className={styles.socialLink}
              href={socialProfiles[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={copy.social[network]}
            >
              <Mark className={styles.socialIcon} />
            </a>
          </li>
        );
      })}
    </Box>
  );
}
