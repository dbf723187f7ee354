import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { reasonIcons } from '@shop/ui/Icon';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { aboutCopy } from '../../copy/about';
import * as styles from './WhyChooseUs.css';

const copy = aboutCopy.whyChooseUs;

/** 'Why Choose Us ?': the product brief's three reasons (polycarbonate spikes, durability, monkey spikes) as cards. */
export function WhyChooseUs() {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap={{ mobile: '6', md: '8' }}>
      <Stack gap="2" className={styles.intro}>
        <Heading level={2} id={headingId} size={{ mobile: '2xl', md: '3xl' }}>
          {copy.title}
        </Heading>
        <Text leading="body" tone="muted">
          {copy.intro}
        </Text>
      </Stack>
      {/* Stacked on phones, three side by side from 1024 px. */}
      <Grid as="ul" role="list" columns={{ mobile: 1, lg: 3 }} gap={{ mobile: '4', lg: '6' }}>
        {copy.reasons.map((reason) => {
          const ReasonIcon = reasonIcons[reason.icon];
          return (
            // The icon beside the reason's title, the text under both.
            <Box
              as="li"
              key={reason.title}
              display="grid"
              gridTemplateColumns="auto-main"
              alignItems="center"
              alignContent="start"
              columnGap="4"
              rowGap="3"
              padding={{ mobile: '5', md: '6' }}
              borderRadius="lg"
              border="default"
              background="surface"
              boxShadow="sm"
            >
              <span className={styles.icon}>
                <ReasonIcon />
              </span>
              <Box as="h3" fontSize="lg" fontWeight="semibold" lineHeight="snug" color="default">
                {reason.title}
              </Box>
              <Box as="p" gridColumn="full" fontSize={{ mobile: 'sm', md: 'md' }} lineHeight="body" color="muted">
                {reason.text}
              </Box>
            </Box>
          );
        })}
      </Grid>
    </Stack>
  );
}
