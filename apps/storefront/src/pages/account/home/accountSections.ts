import type { ComponentType } from 'react';
import { CardIcon, MapPinIcon, OrdersIcon, UserCogIcon, type IconProps } from '@shop/ui/Icon';
import { accountCopy } from '../../../copy/account';

const cards = accountCopy.home.cards;

export interface AccountSection {
  title: string;
  description: string;
  href: string;
  Icon: ComponentType<IconProps>;
}

/** The account home's four cards, in the product brief's order. */
export const accountSections: readonly AccountSection[] = [
  { ...cards.manageAccount, href: '/account/manage-account', Icon: UserCogIcon },
  { ...cards.manageOrders, href: '/orders', Icon: OrdersIcon },
  { ...cards.manageAddress, href: '/account/manage-address', Icon: MapPinIcon },
  { ...cards.managePaymentMethods, href: '/account/manage-payment-methods', Icon: CardIcon },
];
