import { describe, expect, it } from 'vitest';
import type { DataQuality } from '@freight/contracts';
import { factorSetsForCarrier, type EmissionFactorSet, type FactorSetCandidate } from './factors';

const DAY = '2025-06-01';
const CARRIER = 7;
const SERVICE = 70;

function candidate(
  name: string,
  options: {
    quality?: DataQuality;
    scope?: 'platform' | 'organization';
    isDefault?: boolean;
    carriers?: number[];
    services?: number[];
  } = {},
): FactorSetCandidate {
  const set: EmissionFactorSet = {
    scope: options.scope ?? 'organization',
    name,
    version: '1',
    source: 'test',
    citation: name,
    licence: 'none',
    data_quality: options.quality ?? 'default',
    valid_from: '2024-01-01',
    valid_to: null,
    factors: [],
  };
  return { set, is_default: options.isDefault ?? false, carrier_ids: options.carriers ?? [], carrier_service_ids: options.services ?? [] };
}

const platform = candidate('Platform default', { scope: 'platform', isDefault: true });
const names = (sets: EmissionFactorSet[]) => sets.map((set) => set.name);

describe('which factor sets a shipment is calculated with', () => {
  it('looks at the carrier service’s set, then the carrier’s, the organization’s default and the platform’s default', () => {
    const sets = [
      platform,
      candidate('Organization default', { isDefault: true }),
      candidate('Carrier', { carriers: [CARRIER] }),
      candidate('Service', { services: [SERVICE] }),
    ];
    expect(names(factorSetsForCarrier(sets, { carrier_id: CARRIER, carrier_service_id: SERVICE }, DAY))).toEqual([
      'Service',
      'Carrier',
      'Organization default',
      'Platform default',
    ]);
  });

  it('leaves out sets mapped to another carrier or service, and the organization’s sets that are neither default nor mapped', () => {
    const sets = [
      platform,
      candidate('Other carrier', { carriers: [8] }),
      candidate('Other service', { services: [80] }),
      candidate('Draft'),
    ];
    expect(names(factorSetsForCarrier(sets, { carrier_id: CARRIER, carrier_service_id: SERVICE }, DAY))).toEqual(['Platform default']);
    expect(names(factorSetsForCarrier(sets, { carrier_id: null, carrier_service_id: null }, DAY))).toEqual(['Platform default']);
  });

  it('puts primary before modelled before default data wherever they apply', () => {
    const sets = [
      platform,
      candidate('Service, default quality', { services: [SERVICE] }),
      candidate('Carrier, modelled', { carriers: [CARRIER], quality: 'modelled' }),
      candidate('Organization default, primary', { isDefault: true, quality: 'primary' }),
    ];
    expect(names(factorSetsForCarrier(sets, { carrier_id: CARRIER, carrier_service_id: SERVICE }, DAY))).toEqual([
      'Organization default, primary',
      'Carrier, modelled',
      'Service, default quality',
      'Platform default',
    ]);
  });

  it('counts a set mapped to the service and also the default for its most specific reason', () => {
    const both = candidate('Both', { isDefault: true, services: [SERVICE] });
    const carrier = candidate('Carrier', { carriers: [CARRIER] });
    expect(names(factorSetsForCarrier([carrier, both, platform], { carrier_id: CARRIER, carrier_service_id: SERVICE }, DAY))).toEqual([
      'Both',
      'Carrier',
      'Platform default',
    ]);
    expect(factorSetsForCarrier([both], { carrier_id: CARRIER, carrier_service_id: SERVICE }, DAY)[0]!.reach).toBe('carrier_service');
  });

  it('leaves out a set not valid on the day', () => {
    const expired = candidate('Expired', { carriers: [CARRIER] });
    const sets = [{ ...expired, set: { ...expired.set, valid_to: '2024-12-31' } }, platform];
    expect(names(factorSetsForCarrier(sets, { carrier_id: CARRIER, carrier_service_id: null }, DAY))).toEqual(['Platform default']);
  });
});
