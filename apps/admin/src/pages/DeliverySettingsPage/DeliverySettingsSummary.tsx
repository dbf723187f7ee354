import type { DeliverySettings } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { deliverySettingsCopy } from '../../copy/deliverySettings';
import { SettingsSummary } from '../../features/page/SettingsSummary';

const copy = deliverySettingsCopy.summary;

/** The delivery settings as staff read them who may not change them. */
export function DeliverySettingsSummary({ settings }: { settings: DeliverySettings }) {
  const freeFrom = settings.free_shipping_from_paise;
  const transit = settings.usual_transit_days;
  const facts = [
    { label: copy.shipping_fee_paise, value: formatPaise(settings.shipping_fee_paise) },
    { label: copy.free_shipping_from_paise, value: freeFrom === null ? copy.neverFree : copy.freeFrom(formatPaise(freeFrom)) },
    { label: copy.usual_transit_days, value: transit ? copy.transitDays(transit.min, transit.max) : copy.noTransitDays },
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
  return <SettingsSummary note={deliverySettingsCopy.ownerOnly} facts={facts} />;
}
