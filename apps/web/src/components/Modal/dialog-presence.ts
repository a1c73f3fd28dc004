import { useEffect, useState } from 'react';

/**
 * Whether a dialog is in the page yet, and whether it shows open. A closed Mantine dialog still
 * mounts a portal, a scroll lock and their effects, work every page would pay as it loads for
 * dialogs no one has opened. So a dialog enters the page on its first opening, closed for one
 * render, and opens after it, which keeps its opening transition; then it stays, for its closing one.
 */
export function useDialogPresence(opened: boolean): { present: boolean; opened: boolean } {
  const [entered, setEntered] = useState(opened);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: the dialog mounts closed, then opens
    if (opened && !entered) setEntered(true);
  }, [opened, entered]);
  return { present: opened || entered, opened: opened && entered };
}
