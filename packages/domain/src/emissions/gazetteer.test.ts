import { describe, expect, it, vi } from 'vitest';
import { greatCircleKm } from './distance';
import { createGazetteer } from './gazetteer';

const sources = {
  airports: vi.fn(() => 'iata\tcountry\tlat\tlon\tname\nARN\tSE\t59.65194\t17.91861\tStockholm-Arlanda Airport\n'),
  seaports: vi.fn(() => 'unlocode\tlat\tlon\tname\nSEGOT\t57.7\t11.95\tGöteborg\n'),
  cities: () => 'country\tname\tlat\tlon\nSE\tGöteborg\t57.70716\t11.96679\nDE\tMünchen\t48.13743\t11.57549\n',
};

describe('gazetteer', () => {
  const gazetteer = createGazetteer(sources);

  it('reads a table on its first use only', () => {
    expect(sources.airports).not.toHaveBeenCalled();
    gazetteer.locate({ iata: 'ARN' });
    gazetteer.locate({ iata: 'arn' });
    expect(sources.airports).toHaveBeenCalledTimes(1);
    expect(sources.seaports).not.toHaveBeenCalled();
  });

  it('finds airports, sea ports and cities, with or without accents', () => {
    expect(gazetteer.locate({ iata: 'ARN' })).toEqual({ kind: 'airport', lat: 59.65194, lon: 17.91861, name: 'Stockholm-Arlanda Airport' });
    expect(gazetteer.locate({ unlocode: 'SEGOT' })).toMatchObject({ kind: 'seaport', name: 'Göteborg' });
    expect(gazetteer.locate({ countrycode: 'de', city: 'munchen' })).toMatchObject({ kind: 'city', lat: 48.13743 });
    expect(gazetteer.locate({ countrycode: 'SE', city: ' GÖTEBORG ' })).toMatchObject({ name: 'Göteborg' });
  });

  it('tells the country of an airport, a port and a city, and of no unknown code', () => {
    expect(gazetteer.countryOf({ iata: 'arn' })).toBe('SE');
    expect(gazetteer.countryOf({ unlocode: 'SEGOT' })).toBe('SE');
    expect(gazetteer.countryOf({ countrycode: 'de', city: 'Anywhere' })).toBe('DE');
    expect(gazetteer.countryOf({ iata: 'XXX' })).toBeNull();
    expect(gazetteer.countryOf({ unlocode: 'NOXXX' })).toBeNull();
    expect(gazetteer.countryOf({ lat: 1, lon: 2 })).toBeNull();
  });

  it('finds nothing rather than guessing', () => {
    expect(gazetteer.locate({ iata: 'XXX' })).toBeNull();
    expect(gazetteer.locate({ countrycode: 'NO', city: 'Göteborg' })).toBeNull();
  });
});

describe('great-circle distance', () => {
  it('uses the mean Earth radius of 6,371.0088 km: pole to equator is a quarter meridian', () => {
    expect(greatCircleKm({ lat: 90, lon: 0 }, { lat: 0, lon: 0 })).toBeCloseTo((Math.PI * 6371.0088) / 2, 6);
  });

  it('is the same both ways and zero for one place', () => {
    const arlanda = { lat: 59.65194, lon: 17.91861 };
    const frankfurt = { lat: 50.03333, lon: 8.57056 };
    expect(greatCircleKm(arlanda, frankfurt)).toBeCloseTo(greatCircleKm(frankfurt, arlanda), 9);
    expect(greatCircleKm(arlanda, arlanda)).toBe(0);
  });
});
