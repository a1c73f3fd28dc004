import { describe, expect, it } from 'vitest';
import { agreementStatus, earliestCommonEnd } from './agreement-status';

describe('agreementStatus', () => {
  const today = '2030-06-15';

  it('counts both ends of the validity as included', () => {
    expect(agreementStatus({ valid_from: '2030-06-15', valid_to: '2030-06-15' }, today)).toBe('active');
    expect(agreementStatus({ valid_from: '2030-06-16', valid_to: null }, today)).toBe('upcoming');
    expect(agreementStatus({ valid_from: null, valid_to: '2030-06-14' }, today)).toBe('expired');
  });

  it('treats a missing end as open', () => {
    expect(agreementStatus({ valid_from: null, valid_to: null }, today)).toBe('active');
  });
});

describe('earliestCommonEnd', () => {
  it('is the latest start of the batch', () => {
    expect(earliestCommonEnd([{ valid_from: '2024-01-01' }, { valid_from: null }, { valid_from: '2025-03-01' }])).toBe('2025-03-01');
    expect(earliestCommonEnd([{ valid_from: null }])).toBeNull();
  });
});
