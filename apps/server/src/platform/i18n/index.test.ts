import { describe, expect, it } from 'vitest';
import { translatePlural } from './index';

describe('translatePlural', () => {
  it("picks the language's plural form and writes the count in the number notation", () => {
    expect(translatePlural('en', 'mail.notification_digest.subject', 1)).toBe('Your daily summary: 1 notification');
    expect(translatePlural('en', 'mail.notification_digest.subject', 12500)).toBe('Your daily summary: 12\u00a0500 notifications');
    expect(translatePlural('es', 'mail.notification_digest.subject', 12500)).toContain('12\u00a0500');
  });
});
