import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTick } from './tick';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('useTick', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('fires every interval while visible and skips ticks while hidden', () => {
    const onTick = vi.fn();
    setVisibility('visible');
    const { unmount } = renderHook(() => useTick(onTick, 1000));

    vi.advanceTimersByTime(2000);
    expect(onTick).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(2);

    setVisibility('visible');
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(3);

    unmount();
    vi.advanceTimersByTime(5000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });
});
