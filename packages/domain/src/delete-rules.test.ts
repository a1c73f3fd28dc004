import { describe, expect, it } from 'vitest';
import { DELETE_KINDS, deleteDecision } from './delete-rules';

describe('deleteDecision', () => {
  it('presets the delete command for organizations and users', () => {
    expect(deleteDecision('organization')).toEqual({ kind: 'organization', command: 'delete', moveToSiteId: null });
    expect(deleteDecision('user')).toEqual({ kind: 'user', command: 'delete', moveToSiteId: null });
  });

  it('lets every kind but a site be removed without any input', () => {
    for (const kind of DELETE_KINDS.filter((candidate) => candidate !== 'site')) {
      expect(deleteDecision(kind), kind).not.toBeNull();
    }
    expect(deleteDecision('markup')).toEqual({ kind: 'markup', command: null, moveToSiteId: null });
  });

  it('removes a site with its users only after the command is typed', () => {
    expect(deleteDecision('site')).toBeNull();
    expect(deleteDecision('site', { command: 'remove' })).toBeNull();
    expect(deleteDecision('site', { command: ' Delete ' })).toEqual({ kind: 'site', command: 'delete', moveToSiteId: null });
  });

  it('removes a site once another site is chosen for its users', () => {
    expect(deleteDecision('site', { moveToSiteId: 12 })).toEqual({ kind: 'site', command: null, moveToSiteId: 12 });
  });
});
