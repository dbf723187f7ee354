import { Box } from '@shop/ui/Box';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { Fragment, type ReactNode } from 'react';

export interface SettingsFact {
  label: string;
  value: ReactNode;
}

/**
 * Settings as staff read them who may not change them: why they cannot, then a list of facts rather than a form
 * they cannot use (the delivery settings', the return settings').
 */
export function SettingsSummary({ note, facts }: { note: string; facts: readonly SettingsFact[] }) {
  return (
    <Stack gap="4">
      <Text tone="muted">{note}</Text>
      <Surface>
        <Box as="dl" display="grid" gridTemplateColumns={{ mobile: '1', md: 'auto-main' }} columnGap="6" rowGap={{ mobile: '1', md: '3' }} margin="0">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <Text as="dt" weight="semibold">
                {fact.label}
              </Text>
              <Box as="dd" margin="0" paddingBottom={{ mobile: '3', md: '0' }}>
                <Text as="span">{fact.value}</Text>
              </Box>
            </Fragment>
          ))}
        </Box>
      </Surface>
    </Stack>
  );
}
