import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { CheckCircleIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Text } from '@shop/ui/Text';
import { signupCopy } from '../../copy/signup';
import * as styles from './SignupPage.css';

/** The page's heading and the short case for an account, beside the card (above it on phones). */
export function SignupIntro() {
  return (
    <Box display="grid" gap={{ mobile: '3', lg: '5' }} className={styles.intro}>
      <Heading level={1} size={{ mobile: '2xl', md: '3xl', lg: '4xl' }}>
        {signupCopy.title}
      </Heading>
      <Text size={{ mobile: 'md', lg: 'lg' }} leading="body" tone="muted">
        {signupCopy.intro}
      </Text>
      {/* The case for an account: on wide screens only, where it does not push the card below the fold. */}
      <Box as="ul" display={{ mobile: 'none', lg: 'grid' }} gap="3" marginTop="2" aria-label={signupCopy.benefitsLabel}>
        {signupCopy.benefits.map((benefit) => (
          <Inline as="li" key={benefit} gap="3" wrap={false} fontWeight="medium" color="default">
            <CheckCircleIcon size="1.5rem" className={styles.benefitIcon} />
            {benefit}
          </Inline>
        ))}
      </Box>
    </Box>
  );
}
