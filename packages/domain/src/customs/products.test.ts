import { describe, expect, it } from 'vitest';
import {
  describeCommodityCode,
  fillLineFromArticle,
  learnArticles,
  rankCodeSuggestions,
  searchNomenclature,
  type LearnableLine,
  type LibraryArticle,
  type NomenclatureEntry,
} from './products';

const pump: LibraryArticle = {
  article_number: 'P-100',
  name: 'Centrifugal pump',
  commodity_code: '84137035',
  origin_country: 'SE',
  unit_net_mass: 12.5,
};

const line = (values: Partial<LearnableLine>): LearnableLine => ({
  article_number: null,
  description: null,
  commodity_code: null,
  origin_country: null,
  net_mass: null,
  quantity: null,
  ...values,
});

describe('fillLineFromArticle', () => {
  it('fills description, code and origin, and the net mass as unit mass times quantity', () => {
    expect(fillLineFromArticle(pump, 4)).toEqual({
      article_number: 'P-100',
      description: 'Centrifugal pump',
      commodity_code: '84137035',
      origin_country: 'SE',
      net_mass: 50,
    });
  });

  it('keeps the line net mass when the quantity or the unit mass is unknown', () => {
    expect(fillLineFromArticle(pump, null)).not.toHaveProperty('net_mass');
    expect(fillLineFromArticle({ ...pump, unit_net_mass: null }, 3)).not.toHaveProperty('net_mass');
  });

  it('rounds the net mass to the gram', () => {
    expect(fillLineFromArticle({ ...pump, unit_net_mass: 0.1 }, 3).net_mass).toBe(0.3);
  });
});

describe('learnArticles', () => {
  it('adds an unknown article number with what its line says', () => {
    const learnt = learnArticles(
      [pump],
      [line({ article_number: 'V-7', description: 'Valve', commodity_code: '848180', origin_country: 'DE', net_mass: 6, quantity: 4 })],
    );
    expect(learnt).toEqual({
      added: [{ article_number: 'V-7', name: 'Valve', commodity_code: '848180', origin_country: 'DE', unit_net_mass: 1.5 }],
      changed: [],
    });
  });

  it('updates a known article, matching its number in any case, and never clears a value with a blank', () => {
    const learnt = learnArticles(
      [pump],
      [line({ article_number: ' p-100 ', description: 'Pump, stainless', commodity_code: '', net_mass: 30 })],
    );
    expect(learnt.added).toEqual([]);
    expect(learnt.changed).toEqual([{ ...pump, name: 'Pump, stainless' }]);
  });

  it('learns nothing from lines without an article number or that change nothing', () => {
    expect(
      learnArticles([pump], [line({ description: 'Loose goods' }), line({ article_number: 'P-100', description: 'Centrifugal pump' })]),
    ).toEqual({
      added: [],
      changed: [],
    });
  });

  it('lets a later line of the same article count over an earlier one', () => {
    const learnt = learnArticles(
      [],
      [line({ article_number: 'A', description: 'First', origin_country: 'CN' }), line({ article_number: 'A', description: 'Second' })],
    );
    expect(learnt.added).toEqual([
      { article_number: 'A', name: 'Second', commodity_code: null, origin_country: 'CN', unit_net_mass: null },
    ]);
  });
});

const entries: NomenclatureEntry[] = [
  ['84', 'Nuclear reactors, boilers, machinery'],
  ['8413', 'Pumps for liquids'],
  ['841370', 'Pumps; centrifugal'],
  ['8481', 'Taps, cocks, valves'],
  ['848180', 'Taps, cocks, valves; other appliances'],
];

describe('the nomenclature', () => {
  const byCode = new Map(entries);

  it('describes a CN8 or TARIC10 code by its HS subheading', () => {
    expect(describeCommodityCode(byCode, '8413703500')).toBe('Pumps; centrifugal');
    expect(describeCommodityCode(byCode, '8413')).toBe('Pumps for liquids');
    expect(describeCommodityCode(byCode, '9999')).toBeNull();
  });

  it('finds headings and subheadings by their digits or by every word typed, never chapters', () => {
    expect(searchNomenclature(entries, '84', 10).map(([code]) => code)).toEqual(['8413', '841370', '8481', '848180']);
    expect(searchNomenclature(entries, '8413 70 35', 10).map(([code]) => code)).toEqual(['841370']);
    expect(searchNomenclature(entries, 'centrifugal PUMPS', 10).map(([code]) => code)).toEqual(['841370']);
    expect(searchNomenclature(entries, 'valves', 1)).toHaveLength(1);
  });
});

describe('rankCodeSuggestions', () => {
  it('offers the codes used most, then the library codes, then the nomenclature, each code once', () => {
    const ranked = rankCodeSuggestions(
      [
        { code: '84137035', lines: 2, description: 'Pumps; centrifugal' },
        { code: '84818085', lines: 9, description: 'Taps' },
      ],
      [
        { code: '84137035', article: 'P-100', description: 'Pumps; centrifugal' },
        { code: '841381', article: 'P-200', description: null },
      ],
      [entries[1]!, entries[2]!],
      10,
    );
    expect(ranked.map((candidate) => [candidate.code, candidate.reason])).toEqual([
      ['84818085', 'used'],
      ['84137035', 'used'],
      ['841381', 'library'],
      ['8413', 'nomenclature'],
      ['841370', 'nomenclature'],
    ]);
    expect(ranked[0]).toMatchObject({ lines: 9, article: null });
    expect(ranked[2]).toMatchObject({ article: 'P-200', lines: null });
  });

  it('stops at the limit', () => {
    expect(rankCodeSuggestions([], [], entries, 2)).toHaveLength(2);
  });
});
