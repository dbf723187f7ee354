import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { CardIcon, ShieldCheckIcon } from '../../Icon/icons/account';
import { ClockIcon } from '../../Icon/icons/contact';
import { CashIcon } from '../../Icon/icons/delivery';
import { ExpandIcon, TruckIcon } from '../../Icon/icons/product';
import { TagIcon } from '../../Icon/icons/promise';
import { PackageIcon, StarLineIcon } from '../../Icon/icons/purchase';
import { AccountIcon, ArticleIcon, CartIcon, CategoriesIcon, MailIcon, OrdersIcon, PhoneIcon, SettingsIcon } from '../../Icon/icons/shell';
import { PageHeader } from '../../PageHeader/PageHeader';
import { Stack } from '../../Stack/Stack';
import { Text } from '../../Text/Text';
import { AdminShell, type AdminNavItem } from '../AdminShell';

export const backOfficeSections: AdminNavItem[] = [
  { id: 'orders', label: 'Orders', href: '/orders', icon: <OrdersIcon /> },
  { id: 'products', label: 'Products', href: '/products', icon: <TagIcon /> },
  { id: 'categories', label: 'Categories', href: '/categories', icon: <CategoriesIcon /> },
  { id: 'audit', label: 'Audit log', href: '/audit', icon: <ClockIcon /> },
];

/** Every section of the shop's back-office, in its order: the phone's bar shows the first four, More the rest. */
export const allBackOfficeSections: AdminNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <CardIcon /> },
  { id: 'orders', label: 'Orders', href: '/orders', icon: <OrdersIcon /> },
  { id: 'cod', label: 'Cash on delivery', href: '/cod', icon: <CashIcon /> },
  { id: 'customers', label: 'Customers', href: '/customers', icon: <AccountIcon /> },
  { id: 'products', label: 'Products', href: '/products', icon: <PackageIcon /> },
  { id: 'categories', label: 'Categories', href: '/categories', icon: <CategoriesIcon /> },
  { id: 'sales', label: 'Sales', href: '/sales', icon: <TagIcon /> },
  { id: 'coupons', label: 'Coupons', href: '/coupons', icon: <CartIcon /> },
  { id: 'site', label: 'Site', href: '/site', icon: <SettingsIcon /> },
  { id: 'delivery-settings', label: 'Delivery settings', href: '/settings/delivery', icon: <TruckIcon /> },
  { id: 'notification-settings', label: 'WhatsApp and SMS', href: '/settings/notifications', icon: <PhoneIcon /> },
  { id: 'reviews', label: 'Reviews', href: '/reviews', icon: <StarLineIcon /> },
  { id: 'messages', label: 'Messages', href: '/messages', icon: <MailIcon /> },
  { id: 'blogs', label: 'Blog', href: '/blogs', icon: <ArticleIcon /> },
  { id: 'gallery', label: 'Gallery', href: '/gallery', icon: <ExpandIcon /> },
  { id: 'legal-pages', label: 'Policies', href: '/legal-pages', icon: <ShieldCheckIcon /> },
  { id: 'audit', label: 'Audit log', href: '/audit', icon: <ClockIcon /> },
];

interface BackOfficeExampleProps {
  staff?: { name: string; email?: string; role?: string };
  onSignOut?: () => void;
  isSigningOut?: boolean;
  onNavigate?: (path: string) => void;
  sections?: AdminNavItem[];
  /** The page shown first. */
  initialPath?: string;
}

/**
 * The shell around a stand-in page, with react-aria's RouterProvider in place of the app's router:
 * a pressed link changes the section in state instead of loading a page.
 */
export function BackOfficeExample({
  staff = { name: 'Meera Iyer', email: 'meera@birdshield.in', role: 'Owner' },
  onSignOut,
  isSigningOut,
  onNavigate,
  sections = backOfficeSections,
  initialPath = '/orders',
}: BackOfficeExampleProps) {
  const [path, setPath] = useState(initialPath);
  const current = sections.find((section) => section.href === path);
  return (
    <RouterProvider
      navigate={(to) => {
        setPath(String(to));
        onNavigate?.(String(to));
      }}
    >
      <AdminShell
        shopName="BirdShield India"
        appName="Back-office"
        homeHref="/"
        navigation={sections}
        currentId={current?.id}
        staff={staff}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      >
        <Stack gap="4">
          <PageHeader title={current?.label ?? 'Back-office'} intro="What staff work on in this section." />
          <Text>The page's own content goes here.</Text>
        </Stack>
      </AdminShell>
    </RouterProvider>
  );
}
