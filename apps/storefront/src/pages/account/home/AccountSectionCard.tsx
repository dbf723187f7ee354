import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { ChevronRightIcon } from '@shop/ui/Icon';
import { Text } from '@shop/ui/Text';
import { Link } from 'react-router-dom';
import * as styles from './AccountHome.css';
import type { AccountSection } from './accountSections';

/**
 * One of the account home's cards. The title is the one link (its name is just the title), and
 * it is stretched over the whole card, so a tap anywhere on the card goes there.
 */
export function AccountSectionCard({ section: { title, description, href, Icon } }: { section: AccountSection }) {
  return (
    <Box
      as="article"
      padding={{ mobile: '4', lg: '5' }}
      background="surface"
      border="default"
      borderRadius="lg"
      boxShadow="sm"
      className={styles.card}
    >
      <span className={styles.cardIcon}>
        <Icon size="1.5rem" />
      </span>
      <Box display="grid" gap="1" className={styles.cardText}>
        <Heading level={2} size="lg" className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {title}
          </Link>
        </Heading>
        <Text size="sm" leading="body" tone="muted">
          {description}
        </Text>
      </Box>
      <ChevronRightIcon className={styles.cardChevron} />
    </Box>
  );
}
