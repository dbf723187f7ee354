import type { ComponentType } from 'react';
import type { IconProps } from '../Icon';
import { AlertIcon } from '../Icon/icons/states';
import { HomeIcon, StoreIcon } from '../Icon/icons/delivery';
import { PackageIcon } from '../Icon/icons/purchase';
import { ReturnIcon, TruckIcon } from '../Icon/icons/product';
import { MapPinIcon } from '../Icon/icons/shell';
import type { TimelineTone } from './StepMarkerIcon';

/**
 * A step of a shipment as the courier reports it: picked up from the shop, in transit, out for delivery,
 * delivered, a delivery attempt that failed, return to the shop started (refused or undeliverable), and
 * the parcel back at the shop.
 */
export type CourierStep =
  | 'picked_up'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'delivery_failed'
  | 'rto_initiated'
  | 'rto_delivered';

export interface CourierStepLook {
  /** Generic English default; the storefront passes its own words as the step's `label`. */
  label: string;
  icon: ComponentType<IconProps>;
  tone: TimelineTone;
}

/**
 * How each courier step looks on the timeline: its icon and tone, with an English label. Spread one into a
 * step and add the courier's words and time:
 * `{ ...courierStepLooks[scan.status], label: words[scan.status], description: scan.detail, date: scan.at }`.
 * A failed attempt and a return under way are warnings (amber, outlined); the parcel back at the shop ends
 * the delivery badly (red, filled). Each has an icon of its own, so none rests on colour alone.
 */
export const courierStepLooks: Record<CourierStep, CourierStepLook> = {
  picked_up: { label: 'Picked up', icon: PackageIcon, tone: 'default' },
  in_transit: { label: 'In transit', icon: TruckIcon, tone: 'default' },
  out_for_delivery: { label: 'Out for delivery', icon: MapPinIcon, tone: 'default' },
  delivered: { label: 'Delivered', icon: HomeIcon, tone: 'default' },
  delivery_failed: { label: 'Delivery attempt failed', icon: AlertIcon, tone: 'warning' },
  rto_initiated: { label: 'Return to the shop started', icon: ReturnIcon, tone: 'warning' },
  rto_delivered: { label: 'Returned to the shop', icon: StoreIcon, tone: 'danger' },
};
