import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { promiseIcons } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productsCopy } from '../../../copy/products';
import { useFreeShippingPromise } from '../../../features/shipping/shippingRule';
import * as styles from './WhyShopWithUs.css';

const copy = productsCopy.whyUs;

/**
 * The extra section under the grid when not searching (the product brief shows no
 * content for it): the shop's promises, each with a way to learn more where there is one.
 */
export function WhyShopWithUs() {
  const headingId = useId();
  const shipping = useFreeShippingPromise();
  const points = copy.points.map((point) => (point.icon === 'truck' && shipping ? { ...point, title: shipping } : point));
  return (
    <Box
      as="section"
      display="grid"
      gap={{ mobile: '6', md: '8' }}
      marginTop="4"
      padding={{ mobile: '5', md: '10' }}
      background="brandSubtle"
      className={styles.section}
      aria-labelledby={headingId}
    >
      <Box display="grid" gap="2" className={styles.intro}>
        <Heading level={2} size={{ mobile: 'xl', md: '2xl' }} id={headingId}>
          {copy.title}
        </Heading>
        <Text tone="muted" leading="body">
          {copy.intro}
        </Text>
      </Box>
      {/* One column on phones, two from 600 px, three from 1024 px. */}
      <Grid
        as="ul"
        columns={{ mobile: 1, sm: 2, lg: 3 }}
        rowGap={{ mobile: '5', lg: '8' }}
        columnGap={{ mobile: '5', sm: '6', lg: '8' }}
        role="list"
      >
        {points.map((point) => {
          const Icon = promiseIcons[point.icon];
          return (
            <Inline as="li" key={point.title} gap="4" alignY="top" wrap={false}>
              <Box
                as="span"
                display="grid"
                flexShrink={0}
                borderRadius="pill"
                background="surface"
                color="brand"
                boxShadow="sm"
                className={styles.icon}
              >
                <Icon size="1.5rem" />
              </Box>
              <Box display="grid" gap="1" minWidth="0">
                <Box as="h3" fontSize="md" fontWeight="semibold" color="default">
                  {point.title}
                </Box>
                <Text size="sm" leading="body" tone="muted">
                  {point.text}
                </Text>
                {'link' in point && (
                  <Link to={point.link.href} className={styles.link}>
                    {point.link.label}
                    <span aria-hidden="true"> →</span>
                  </Link>
                )}
              </Box>
            </Inline>
          );
        })}
      </Grid>
    </Box>
  );
}
