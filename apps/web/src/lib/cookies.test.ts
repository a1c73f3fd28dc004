import { describe, expect, it, vi } from 'vitest';
import { parseCookie, readCookie, removeCookie, serializeCookie, withRequestCookies, writeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes a session cookie when no lifetime is given', () => {
    expect(serializeCookie('token', 'abc')).toBe('token=abc; path=/; SameSite=Lax');
  });

  it('expires after the given number of days', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(serializeCookie('locale', 'zh-CN', { days: 365, now, secure: true })).toBe(
      'locale=zh-CN; path=/; SameSite=Lax; expires=Fri, 01 Jan 2027 00:00:00 GMT; Secure',
    );
  });

  it('encodes values that would break the cookie string', () => {
    expect(serializeCookie('note', 'a; b=c')).toBe('note=a%3B%20b%3Dc; path=/; SameSite=Lax');
  });
});

describe('parseCookie', () => {
  it('finds a cookie among others', () => {
    expect(parseCookie('is-min=1; locale=es; token=t%2B1', 'token')).toBe('t+1');
    expect(parseCookie('is-min=1; locale=es', 'locale')).toBe('es');
  });

  it('answers null for a missing or undecodable cookie', () => {
    expect(parseCookie('locale=es', 'token')).toBeNull();
    expect(parseCookie('', 'token')).toBeNull();
    expect(parseCookie('token=%E0%A4%A', 'token')).toBeNull();
  });
});

describe('readCookie', () => {
  it('reads the request’s cookies while the server renders a page, and the document’s before and after', () => {
    writeCookie('is-min', '0');
    expect(withRequestCookies('locale=es; is-min=1', () => [readCookie('is-min'), readCookie('locale')])).toEqual(['1', 'es']);
    expect(readCookie('is-min')).toBe('0');
    expect(() =>
      withRequestCookies('is-min=1', () => {
        throw new Error('the render failed');
      }),
    ).toThrow('the render failed');
    expect(readCookie('is-min')).toBe('0');
  });

  it('asks the browser for its cookies once in a run of script, and sees every change after it', async () => {
    writeCookie('is-min', '0');
    writeCookie('locale', 'es');
    const read = vi.spyOn(Document.prototype, 'cookie', 'get');
    try {
      expect([readCookie('locale'), readCookie('is-min'), readCookie('locale')]).toEqual(['es', '0', 'es']);
      expect(read).toHaveBeenCalledTimes(1);
      writeCookie('locale', 'zh-CN');
      expect(readCookie('locale')).toBe('zh-CN');
      removeCookie('locale');
      expect(readCookie('locale')).toBeNull();
      // A cookie set outside this module, as a response's is, shows once the script that read them has run.
      document.cookie = 'locale=en; path=/';
      await Promise.resolve();
      expect(readCookie('locale')).toBe('en');
      expect(read).toHaveBeenCalledTimes(4);
    } finally {
      read.mockRestore();
    }
  });
});
