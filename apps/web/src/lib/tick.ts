import { TICK_MS } from '@freight/contracts';
import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` every `intervalMs` (60 s by default, SPEC §4) while the page is visible; ticks
 * that fall while the tab is hidden are skipped, so a background tab costs the server nothing.
 */
export function useTick(onTick: () => void, intervalMs: number = TICK_MS): void {
  const latest = useRef(onTick);
  useEffect(() => {
    latest.current = onTick;
  });

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
