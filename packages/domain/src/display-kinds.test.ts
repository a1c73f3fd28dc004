import { describe, expect, it } from 'vitest';
import { distinctTransportModes, fileTypeOf, statusAppearance, transportModeKind, transportModesLike } from './display-kinds';

describe('statusAppearance', () => {
  it('draws a missing status as a filled grey circle', () => {
    expect(statusAppearance(null)).toEqual({ shape: 'filled', color: 'gray' });
    expect(statusAppearance(undefined)).toEqual({ shape: 'filled', color: 'gray' });
    expect(statusAppearance('')).toEqual({ shape: 'filled', color: 'gray' });
  });

  it('draws CONFIRMED and NOT_CONFIRMED as green outlines', () => {
    expect(statusAppearance('CONFIRMED')).toEqual({ shape: 'outline', color: 'green' });
    expect(statusAppearance('NOT_CONFIRMED')).toEqual({ shape: 'outline', color: 'green' });
  });

  it('draws a cancelled shipment as a filled grey circle, not a green one', () => {
    expect(statusAppearance('CANCELLED')).toEqual({ shape: 'filled', color: 'gray' });
  });

  it('draws EXCEPTION red and every other status green, both filled', () => {
    expect(statusAppearance('EXCEPTION')).toEqual({ shape: 'filled', color: 'red' });
    expect(statusAppearance('DELIVERED')).toEqual({ shape: 'filled', color: 'green' });
    expect(statusAppearance('in_transit')).toEqual({ shape: 'filled', color: 'green' });
  });
});

describe('transportModeKind', () => {
  it.each([
    ['RAIL', 'rail'],
    ['COURIER', 'courier'],
    ['AIR', 'air'],
    ['ROAD', 'road'],
    ['EXPRESS', 'express'],
    ['SEA', 'ocean'],
    ['OCEAN', 'ocean'],
    ['MULTIMODAL', 'multimodal'],
    ['road', 'road'],
  ])('shows %s as %s', (mode, kind) => {
    expect(transportModeKind(mode)).toBe(kind);
  });

  it('calls anything else unknown', () => {
    expect(transportModeKind('PIGEON')).toBe('unknown');
    expect(transportModeKind(null)).toBe('unknown');
  });
});

describe('fileTypeOf', () => {
  it.each([
    ['invoice.pdf', 'pdf'],
    ['Contract.DOCX', 'docx'],
    ['photo.png', 'png'],
    ['photo.jpg', 'jpg'],
    ['scan.jpeg', 'jpeg'],
    ['/media/docs/waybill.pdf?v=3', 'pdf'],
    ['sheet.xlsx', 'other'],
    ['README', 'other'],
    ['pdf', 'other'],
  ])('takes %s for %s', (name, kind) => {
    expect(fileTypeOf(name)).toBe(kind);
  });
});

describe('transport modes of one kind', () => {
  it('offers sea once and finds both of its codes', () => {
    expect(distinctTransportModes(['ROAD', 'SEA', 'OCEAN', 'AIR'])).toEqual(['ROAD', 'SEA', 'AIR']);
    expect(transportModesLike('SEA')).toEqual(['SEA', 'OCEAN']);
    expect(transportModesLike('OCEAN')).toEqual(['SEA', 'OCEAN']);
    expect(transportModesLike('ROAD')).toEqual(['ROAD']);
  });
});
