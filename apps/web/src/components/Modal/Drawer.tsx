import { Drawer as MantineDrawer, type DrawerProps } from '@mantine/core';
import { useDialogPresence } from './dialog-presence';

/** A panel sliding in from an edge of the screen, in the page from its first opening. */
export function Drawer({ opened, ...props }: DrawerProps) {
  const presence = useDialogPresence(opened);
  if (!presence.present) return null;
  return <MantineDrawer opened={presence.opened} {...props} />;
}
