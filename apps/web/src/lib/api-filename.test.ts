import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './api';

describe('the name of a downloaded file', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(dispositionFilename("attachment; filename*=UTF-8''Fraktsedel%20G%C3%B6teborg.pdf")).toBe('Fraktsedel Göteborg.pdf');
    expect(dispositionFilename('attachment; filename="labels.pdf"')).toBe('labels.pdf');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
