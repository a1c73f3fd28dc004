import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page has painted once after the component mounted. A widget that is heavy to
 * start (a map measures the page it sits in) starts after that paint, in a task of its own, rather
 * than in the one that puts the whole page on screen.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before that paint; the task it schedules runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
