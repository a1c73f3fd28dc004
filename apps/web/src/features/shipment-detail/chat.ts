import type { TChatMessage } from '@freight/contracts';

/**
 * The messages to mark new on screen: those unread when first shown stay marked after the
 * conversation is marked read, until the reader leaves the page.
 */
export function withNewlyUnread(marked: ReadonlySet<number>, messages: readonly TChatMessage[]): ReadonlySet<number> {
  const unread = messages.filter((message) => message.unread && !marked.has(message.id));
  return unread.length === 0 ? marked : new Set([...marked, ...unread.map((message) => message.id)]);
}

/** Whether a key press in the message field sends it: Ctrl+Enter, or Cmd+Enter on a Mac. */
export const sendsMessage = (event: { key: string; ctrlKey: boolean; metaKey: boolean }) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
