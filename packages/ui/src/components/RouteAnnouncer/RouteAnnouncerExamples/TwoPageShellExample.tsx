import { useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { Heading } from '../../Heading/Heading';
import { Inline } from '../../Inline/Inline';
import { Stack } from '../../Stack/Stack';
import { Text } from '../../Text/Text';
import { RouteAnnouncer } from '../RouteAnnouncer';
import { useRouteChangeFocus } from '../useRouteChangeFocus';

const pages = {
  '/orders': { title: 'Orders', text: '12 orders wait to be packed.' },
  '/audit': { title: 'Audit log', text: 'Every change staff made, newest first.' },
} as const;

type Path = keyof typeof pages;

/**
 * A shell with two pages and no router: the path lives in state, as a router would keep it. The
 * buttons stand in for the shell's navigation links.
 */
export function TwoPageShellExample({ pageDelayMs = 0 }: { pageDelayMs?: number }) {
  const [pathname, setPathname] = useState<Path>('/orders');
  const [shown, setShown] = useState<Path>('/orders');
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteChangeFocus(main, pathname, pages[shown].title);

  const go = (path: Path) => {
    setPathname(path);
    // A page that loads its data first: its heading comes later than the navigation.
    if (pageDelayMs === 0) setShown(path);
    else window.setTimeout(() => setShown(path), pageDelayMs);
  };
  const page = pathname === shown ? pages[shown] : undefined;

  return (
    <Stack gap="4">
      <nav aria-label="Example navigation">
        <Inline gap="2">
          <Button variant="secondary" size="sm" onPress={() => go('/orders')}>
            Orders
          </Button>
          <Button variant="secondary" size="sm" onPress={() => go('/audit')}>
            Audit log
          </Button>
        </Inline>
      </nav>
      {/* Focus lands here only until the heading appears; the heading, not a ring, shows the place. */}
      <main ref={main} tabIndex={-1} style={{ outline: 'none' }}>
        {page ? (
          <Stack gap="2">
            <Heading level={1} size="xl">
              {page.title}
            </Heading>
            <Text>{page.text}</Text>
          </Stack>
        ) : (
          <Text tone="muted">Loading…</Text>
        )}
      </main>
      <RouteAnnouncer message={announcement} />
    </Stack>
  );
}
