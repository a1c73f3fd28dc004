import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('encodes recipients, subject and body, spaces as %20 as mail apps expect', () => {
    expect(mailtoHref('anna@example.com, bo@example.com', 'Shipment 42 & more', 'Track it:\nhttps://x.test/a?b=1')).toBe(
      'mailto:anna@example.com,bo@example.com?subject=Shipment%2042%20%26%20more&body=Track%20it%3A%0Ahttps%3A%2F%2Fx.test%2Fa%3Fb%3D1',
    );
  });

  it('leaves the recipient empty for the reader to fill in', () => {
    expect(mailtoHref('', 'Hi', 'Body')).toBe('mailto:?subject=Hi&body=Body');
  });
});
