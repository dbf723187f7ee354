import { Drawer } from '@shop/ui/Drawer';
import { Dialog, DialogTrigger } from '@shop/ui/Modal';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { useLocation } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { useSession } from '../../features/session';
import { MenuIcon } from '../icons/shellIcons';
import { SideDrawerLinks } from './SideDrawerLinks';

const copy = shellCopy.drawer;

export interface SideDrawerProps {
  triggerClassName?: string;
  iconClassName?: string;
}

/**
 * The ☰ button and the side menu it opens from the left: 'Hello, {name}' ('User' when the name is
 * unknown) and the link groups. It is open only for the page it was opened on, so any navigation
 * (a link in it, the back button) closes it; a chosen link closes it at once. Focus returns to the
 * ☰ button on close, then moves to the new page's heading once it shows.
 */
export function SideDrawer({ triggerClassName, iconClassName }: SideDrawerProps) {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { name } = useSession();

  return (
    <DialogTrigger isOpen={openOn === key} onOpenChange={(open) => setOpenOn(open ? key : null)}>
      <Button className={triggerClassName} aria-label={shellCopy.header.menu}>
        <MenuIcon className={iconClassName} />
      </Button>
      <Drawer placement="left">
        <Dialog title={copy.greeting(name || copy.fallbackName)} closeLabel={copy.close}>
          <SideDrawerLinks onNavigate={() => setOpenOn(null)} />
        </Dialog>
      </Drawer>
    </DialogTrigger>
  );
}
