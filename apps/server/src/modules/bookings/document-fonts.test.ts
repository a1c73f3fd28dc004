import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needsUnicodeFont } from '../../platform/document-fonts';
import { renderLabels, renderPackageList, type DocumentBooking } from './freight-documents';

const address = (name: string, city: string, country: string) => ({
  name,
  address: 'Street 1',
  address2: null,
  zip: '200120',
  city,
  state: null,
  country,
  contact_person: null,
  phone: null,
  email: null,
  section: null,
  company_model: 'business' as const,
});

function booking(consigneeName: string, city: string): DocumentBooking {
  const consignor = address('Nordic Freight AB', 'Göteborg', 'SE');
  const consignee = address(consigneeName, city, 'CN');
  return {
    bookingNumber: 'BK2026000001',
    customerNumber: '12345',
    bookedAt: new Date('2026-11-20T10:00:00Z'),
    carrierName: 'DHL Freight',
    serviceName: 'Euroconnect',
    consignor,
    consignee,
    pickup: consignor,
    delivery: consignee,
    pickupDate: '2026-11-23',
    pickupTimeEarliest: '08:00',
    pickupTimeLatest: '16:00',
    deliveryDate: null,
    deliveryTimeEarliest: null,
    deliveryTimeLatest: null,
    payer: 'sender',
    terms: null,
    references: {},
    pickupInstructions: null,
    deliveryInstructions: null,
    goods: [
      {
        description: 'Machine parts',
        packageType: 'eur_pallet',
        containerSize: null,
        units: 1,
        weightKg: 300,
        volumeM3: null,
        shippingMark: null,
        dangerousGoods: false,
        unNumber: null,
      },
    ],
    packages: [
      {
        sequence: 1,
        sscc: '373500000000000017',
        packageType: 'eur_pallet',
        containerSize: null,
        description: 'Machine parts',
        shippingMark: null,
        weightKg: 300,
        lengthCm: 120,
        widthCm: 80,
        heightCm: 120,
      },
    ],
    totalWeightKg: 300,
    totalVolumeM3: null,
  };
}

/** The lines a PDF drawn in Helvetica shows: each TJ array's hex strings, decoded from WinAnsi. */
function helveticaLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((piece) => piece[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

describe('freight document language', () => {
  const swedish = () => ({ ...booking('Hamburg Hafen GmbH', 'Hamburg'), consignee: address('Hamburg Hafen GmbH', 'Hamburg', 'DE') });

  it('prints the labels in the booker’s language', async () => {
    expect(helveticaLines(await renderLabels(swedish(), 'es'))).toEqual(
      expect.arrayContaining(['Bulto 1 de 1', 'PARA', 'Reserva BK2026000001']),
    );
    expect(helveticaLines(await renderLabels(swedish(), 'en'))).toEqual(expect.arrayContaining(['Package 1 of 1', 'TO']));
  });

  it('counts packages with the language’s plural forms', async () => {
    const one = helveticaLines(await renderPackageList(swedish(), 'en'));
    expect(one).toContain('1 package, 300 kg');
    const two = { ...swedish(), packages: [swedish().packages[0]!, { ...swedish().packages[0]!, sequence: 2 }], totalWeightKg: 600 };
    expect(helveticaLines(await renderPackageList(two, 'es'))).toContain('2 bultos, 600 kg');
  });

  it.runIf(existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'))('prints a Chinese document in the Unicode font', async () => {
    const pdf = (await renderLabels(swedish(), 'zh-CN')).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYi/);
  });
});

describe('freight document fonts', () => {
  it('keeps Helvetica for Western European text and asks for a Unicode font otherwise', () => {
    expect(needsUnicodeFont('Göteborg, Åre – “Kaj 5” €')).toBe(false);
    expect(needsUnicodeFont('上海浦东仓库')).toBe(true);
    expect(needsUnicodeFont('Łódź')).toBe(true);
    expect(needsUnicodeFont('Θεσσαλονίκη')).toBe(true);
  });

  it('prints a Swedish booking in Helvetica', async () => {
    const pdf = (
      await renderLabels({ ...booking('Hamburg Hafen GmbH', 'Hamburg'), consignee: address('Hamburg Hafen GmbH', 'Hamburg', 'DE') }, 'en')
    ).toString('latin1');
    expect(pdf).toContain('/BaseFont /Helvetica');
  });

  // CI installs the font (fonts-wqy-microhei); without it the labels still print, in Helvetica.
  it.runIf(existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'))('embeds the Unicode font for a Chinese consignee', async () => {
    const pdf = (await renderLabels(booking('上海浦东仓库有限公司', '上海'), 'en')).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYi/);
    expect(pdf).not.toContain('/BaseFont /Helvetica');
  });
});
