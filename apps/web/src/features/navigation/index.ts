export { activeMenuKey, menuItemPath, menuModeOfPath, useMenuLabel, useVisibleMenu } from './menu';
export { MenuIcon } from './menu-icons';
