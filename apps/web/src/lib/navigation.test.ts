import { describe, expect, it } from 'vitest';
import { isRouteLocked, returnPath, signInPath } from './navigation';

describe('isRouteLocked', () => {
  it('locks for a non-zero integer', () => {
    expect(isRouteLocked(new URLSearchParams('route-lock=1'))).toBe(true);
    expect(isRouteLocked(new URLSearchParams('a=b&route-lock=12'))).toBe(true);
  });

  it('does not lock when missing, zero or not an integer', () => {
    for (const search of ['', 'route-lock=0', 'route-lock=', 'route-lock=yes', 'route-lock=1.5']) {
      expect(isRouteLocked(new URLSearchParams(search)), search).toBe(false);
    }
  });
});

describe('signInPath', () => {
  it('remembers the wanted page', () => {
    expect(signInPath('/transport/shipments?page=2')).toBe('/login?redirect=%2Ftransport%2Fshipments%3Fpage%3D2');
  });

  it('leaves the default landing page out', () => {
    expect(signInPath('/home')).toBe('/login');
    expect(signInPath()).toBe('/login');
  });
});

describe('returnPath', () => {
  it('follows paths of this app', () => {
    expect(returnPath('/transport/shipments?page=2')).toBe('/transport/shipments?page=2');
  });

  it('goes home for anything else', () => {
    for (const wanted of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'home']) {
      expect(returnPath(wanted), String(wanted)).toBe('/home');
    }
  });
});
