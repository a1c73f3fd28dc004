import type { TCarrier } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { carrierServiceOptions } from './carrier-services';

const carrier = (id: number, name: string, services: string[]): TCarrier => ({
  id,
  name,
  updated_at: '2030-01-01T00:00:00.000Z',
  services: services.map((service, index) => ({
    id: id * 10 + index,
    carrier_id: id,
    name: service,
    code: `C${id}${index}`,
    transport_mode: 'ROAD',
  })),
});

describe('carrierServiceOptions', () => {
  it('sorts by carrier and service, naming the carrier where the service does not', () => {
    const options = carrierServiceOptions(
      [
        carrier(2, 'Schenker', ['DB Schenker System']),
        carrier(1, 'Bring Parcels', ['Bring Business Parcel']),
        carrier(3, 'Agility', ['Groupage']),
      ],
      'en',
    );
    expect(options.map((option) => option.label)).toEqual(['Agility Groupage', 'Bring Business Parcel', 'DB Schenker System']);
    expect(options[0]).toMatchObject({ value: '30', service: 'Groupage', carrierId: 3 });
  });

  it('leaves out carriers that are never offered', () => {
    const options = carrierServiceOptions(
      [carrier(1, 'Egen transportör', ['Own']), carrier(2, 'Courier {product}', ['X']), carrier(3, 'UPS', ['UPS Standard'])],
      'en',
    );
    expect(options.map((option) => option.label)).toEqual(['UPS Standard']);
  });
});
