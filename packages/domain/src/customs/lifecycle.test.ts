import { describe, expect, it } from 'vitest';
import { customsReasonRequired, customsTransitions, mayEditCustoms, mayMoveCustoms } from './lifecycle';

describe('customs lifecycle', () => {
  it('lets the shipper hand a draft over and take it back, and nothing the agent does', () => {
    expect(customsTransitions(['shipper'], 'draft')).toEqual(['submitted', 'invalidated']);
    expect(mayMoveCustoms(['shipper'], 'submitted', 'draft')).toBe(true);
    expect(mayMoveCustoms(['shipper'], 'submitted', 'in_review')).toBe(false);
    expect(mayMoveCustoms(['shipper'], 'lodged', 'accepted')).toBe(false);
    expect(mayMoveCustoms(['shipper'], 'rejected', 'draft')).toBe(true);
  });

  it('lets the agent work a request through customs to release', () => {
    const path = ['submitted', 'in_review', 'lodged', 'accepted', 'under_control', 'released'] as const;
    for (let step = 0; step < path.length - 1; step += 1) expect(mayMoveCustoms(['agent'], path[step]!, path[step + 1]!)).toBe(true);
    expect(mayMoveCustoms(['agent'], 'accepted', 'released')).toBe(true);
    expect(mayMoveCustoms(['agent'], 'draft', 'submitted')).toBe(false);
    expect(mayMoveCustoms(['agent'], 'released', 'rejected')).toBe(false);
  });

  it('has no way out of release or invalidation', () => {
    expect(customsTransitions(['shipper', 'agent'], 'released')).toEqual([]);
    expect(customsTransitions(['shipper', 'agent'], 'invalidated')).toEqual([]);
  });

  it('asks a reason for a rejection only', () => {
    expect(customsReasonRequired('rejected')).toBe(true);
    expect(customsReasonRequired('released')).toBe(false);
  });

  it('lets the shipper edit a draft and the agent the declarations it works', () => {
    expect(mayEditCustoms(['shipper'], 'draft')).toBe(true);
    expect(mayEditCustoms(['shipper'], 'submitted')).toBe(false);
    expect(mayEditCustoms(['agent'], 'draft')).toBe(false);
    expect(mayEditCustoms(['agent'], 'in_review')).toBe(true);
    expect(mayEditCustoms(['agent'], 'released')).toBe(false);
  });
});
