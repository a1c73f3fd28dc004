import type { TChatMessage } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { sendsMessage, withNewlyUnread } from './chat';

const message = (id: number, unread: boolean): TChatMessage => ({
  id,
  body: `Message ${id}`,
  author: { id: 7, name: 'Sara Sitelund' },
  mine: false,
  unread,
  created_at: '2026-11-20T09:00:00Z',
});

describe('messages marked new on screen', () => {
  it('keeps what was unread when first shown after the server says it is read', () => {
    const first = withNewlyUnread(new Set(), [message(1, false), message(2, true), message(3, true)]);
    expect([...first]).toEqual([2, 3]);
    const afterRead = withNewlyUnread(first, [message(1, false), message(2, false), message(3, false)]);
    expect(afterRead).toBe(first);
  });

  it('adds messages that arrive unread later', () => {
    const later = withNewlyUnread(new Set([2]), [message(2, false), message(4, true)]);
    expect([...later]).toEqual([2, 4]);
  });
});

describe('sending with the keyboard', () => {
  it('sends on Ctrl+Enter or Cmd+Enter and leaves a plain Enter as a new line', () => {
    expect(sendsMessage({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(sendsMessage({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(sendsMessage({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(sendsMessage({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
