import { useState } from 'react';
import { MenuIcon } from '@shop/ui/Icon';
import { Button } from 'react-aria-components/Button';
import { useLocation } from 'react-router-dom';
import { onDemand } from '../../shared/onDemand';
import { shellCopy } from '../../copy/shell';
import { useSession } from '../../features/session';
import type { SideDrawerPanelProps } from './SideDrawerPanel';

// The drawer's code (react-aria's modal and dialog) comes when it is first opened, or when the button
// is hovered or focused, not with every page. Hence no DialogTrigger here: it would bring it along.
const panel = onDemand<SideDrawerPanelProps>(async () => (await import('./SideDrawerPanel')).SideDrawerPanel);

export interface SideDrawerProps {
  triggerClassName?: string;
}

/**
 * The ☰ button and the side menu it opens from the left: 'Hello, {name}' ('User' when the name is
 * unknown) and the link groups. It is open only for the page it was opened on, so any navigation
 * (a link in it, the back button) closes it; a chosen link closes it at once. Focus returns to the
 * ☰ button on close, then moves to the new page's heading once it shows.
 */
export function SideDrawer({ triggerClassName }: SideDrawerProps) {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { name } = useSession();
  const isOpen = openOn === key;
  const close = () => setOpenOn(null);
  const Panel = panel.useOverlay(isOpen, close);

  return (
    <>
      <Button
        className={triggerClassName}
        aria-label={shellCopy.header.menu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => setOpenOn(key)}
        onHoverStart={panel.preload}
        onFocus={panel.preload}
      >
        <MenuIcon size="1.5rem" />
      </Button>
      {Panel && <Panel isOpen={isOpen} onOpenChange={(open) => setOpenOn(open ? key : null)} name={name} onNavigate={close} />}
    </>
  );
}
