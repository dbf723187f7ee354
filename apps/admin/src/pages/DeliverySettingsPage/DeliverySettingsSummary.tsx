import type { DeliverySettings } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { Fragment } from 'react';
import { deliverySettingsCopy } from '../../copy/deliverySettings';

const copy = deliverySettingsCopy.summary;

/** The settings as staff read them, who may not change them: a list of facts rather than a form they cannot use. */
export function DeliverySettingsSummary({ settings }: { settings: DeliverySettings }) {
  const freeFrom = settings.free_shipping_from_paise;
  const facts = [
    { label: copy.shipping_fee_paise, value: formatPaise(settings.shipping_fee_paise) },
    { label: copy.free_shipping_from_paise, value: freeFrom === null ? copy.neverFree : copy.freeFrom(formatPaise(freeFrom)) },
    { label: copy.cod_enabled, value: settings.cod_enabled ? copy.offered : copy.notOffered },
    { label: copy.cod_fee_paise, value: formatPaise(settings.cod_fee_paise) },
    { label: copy.cod_max_order_paise, value: formatPaise(settings.cod_max_order_paise) },
    { label: copy.cod_max_refused, value: copy.refusals(settings.cod_max_refused) },
    { label: copy.cod_confirm_hours, value: copy.hours(settings.cod_confirm_hours) },
    {
      label: copy.tracking_mail_steps,
      value: settings.tracking_mail_steps.length === 0 ? copy.noSteps : settings.tracking_mail_steps.map((step) => deliverySettingsCopy.steps[step]).join(', '),
    },
  ];
  return (
    <Stack gap="4">
      <Text tone="muted">{deliverySettingsCopy.ownerOnly}</Text>
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
