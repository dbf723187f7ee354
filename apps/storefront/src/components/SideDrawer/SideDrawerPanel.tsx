import { Drawer } from '@shop/ui/Drawer';
import { Dialog } from '@shop/ui/Modal';
import { sideDrawerCopy as copy } from '../../copy/sideDrawer';
import { SideDrawerLinks } from './SideDrawerLinks';

export interface SideDrawerPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The visitor's name for the greeting; 'User' when it is unknown. */
  name: string | undefined;
  onNavigate: () => void;
}

/** What the ☰ button opens: the drawer from the left with the greeting and the link groups. */
export function SideDrawerPanel({ isOpen, onOpenChange, name, onNavigate }: SideDrawerPanelProps) {
  return (
    <Drawer placement="left" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={copy.greeting(name || copy.fallbackName)} closeLabel={copy.close}>
        <SideDrawerLinks onNavigate={onNavigate} />
      </Dialog>
    </Drawer>
  );
}
