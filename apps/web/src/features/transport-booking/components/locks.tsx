import { createContext, type ReactNode, useContext } from 'react';

/** Whether a value path is locked by the template the booking was opened with. */
export const LockContext = createContext<(path: string) => boolean>(() => false);

export const useLocked = () => useContext(LockContext);

/**
 * A part of the form a template may lock: shown as it is, but none of its inputs can be changed
 * (a disabled fieldset disables every control inside it).
 */
export function Lockable({ path, children }: { path: string; children: ReactNode }) {
  const locked = useLocked()(path);
  return (
    <fieldset disabled={locked} data-locked={locked || undefined} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
