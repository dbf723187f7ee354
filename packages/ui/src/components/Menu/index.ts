export { Menu, MenuItem, MenuSection, MenuSeparator, type MenuItemProps, type MenuProps, type MenuSectionProps } from './Menu';
export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components/Menu';
