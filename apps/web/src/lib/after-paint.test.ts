import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './after-paint';

describe('useAfterFirstPaint', () => {
  it('is false as the component mounts and true once a frame has been drawn after it', async () => {
    let frames = 0;
    let counting = true;
    const countFrames = () => {
      if (!counting) return;
      frames += 1;
      requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    try {
      const { result } = renderHook(() => useAfterFirstPaint());
      expect(result.current).toBe(false);
      const framesAtMount = frames;
      await waitFor(() => expect(result.current).toBe(true));
      expect(frames).toBeGreaterThan(framesAtMount);
    } finally {
      counting = false;
    }
  });
});
