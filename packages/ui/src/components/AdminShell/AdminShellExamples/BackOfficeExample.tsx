import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { CategoriesIcon, OrdersIcon } from '../../Icon/icons/shell';
import { ClockIcon } from '../../Icon/icons/contact';
import { TagIcon } from '../../Icon/icons/promise';
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

interface BackOfficeExampleProps {
  staff?: { name: string; email?: string; role?: string };
  onSignOut?: () => void;
  isSigningOut?: boolean;
  onNavigate?: (path: string) => void;
  sections?: AdminNavItem[];
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
}: BackOfficeExampleProps) {
  const [path, setPath] = useState('/orders');
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
