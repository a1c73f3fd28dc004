import { describe, expect, it } from 'vitest';
import { messageHtml, placeholderFormats, renderCannedResponse, templateProblems, type PlaceholderValues } from './render';

const values = (overrides: Partial<PlaceholderValues> = {}): PlaceholderValues => ({
  shipment_number: 'SHP-1001',
  status: 'In transit',
  eta: '4 March 2030',
  pickup_date: null,
  delivered_date: null,
  carrier: 'DHL Freight',
  transport_mode: 'Road',
  waybill_number: 'WB-77',
  booking_number: null,
  reference: 'PO-9',
  packages: '3',
  weight: '1,200 kg',
  consignor: 'Nordic Freight AB',
  consignor_address: 'Hamngatan 1\n41101 Göteborg\nSE',
  consignee: 'Acme & Sons <Import>',
  consignee_address: 'Calle Mayor 5\n28013 Madrid\nES',
  tracking_link: 'https://portal.example/shared/consignments/abc',
  sender_name: 'Ulla Usersson',
  sender_email: 'user@demo.example',
  sender_organization: 'Nordic Freight AB',
  sender_signature: 'Ulla Usersson\nNordic Freight AB',
  ...overrides,
});

const delay = {
  en: {
    subject: 'Shipment {{ shipment_number }} is delayed',
    body: 'Dear {{ consignee }},\nnew ETA: {{ eta }}.\nTrack it: {{ tracking_link }}',
  },
  es: { subject: 'El envío {{ shipment_number }} se retrasa', body: 'Estimado/a {{ consignee }}:\nnueva fecha prevista: {{ eta }}.' },
  'zh-CN': { subject: '货件 {{ shipment_number }} 延误', body: '尊敬的 {{ consignee }}：\n新的预计到达时间：{{ eta }}。' },
};

describe('canned response templates', () => {
  it('accepts the catalogue and names each unknown or misspelt placeholder', () => {
    expect(templateProblems('{{ shipment_number }} {{ eta | default: "soon" }} {% if carrier %}{{ carrier | upcase }}{% endif %}')).toEqual(
      [],
    );
    expect(templateProblems('{{ shipment_nubmer }} and {{ consignee.secret }} and {{ shipment_nubmer }}')).toEqual([
      { kind: 'unknown_placeholder', name: 'shipment_nubmer' },
      { kind: 'unknown_placeholder', name: 'consignee.secret' },
    ]);
    // A loop's own variable is not a placeholder.
    expect(templateProblems('{% assign greeting = "Hi" %}{{ greeting }} {{ sender_name }}')).toEqual([]);
  });

  it('refuses unknown filters and broken syntax', () => {
    expect(templateProblems('{{ eta | shout }}')).toEqual([
      { kind: 'syntax', message: expect.stringContaining('undefined filter: shout') },
    ]);
    expect(templateProblems('{{ eta ')[0]?.kind).toBe('syntax');
  });

  it('words the response in each language and falls back to English, then to any written one', () => {
    for (const [locale, expected] of [
      ['en', 'Shipment SHP-1001 is delayed'],
      ['es', 'El envío SHP-1001 se retrasa'],
      ['zh-CN', '货件 SHP-1001 延误'],
    ] as const) {
      const rendered = renderCannedResponse(delay, locale, values());
      expect(rendered.subject).toBe(expected);
      expect(rendered.locale).toBe(locale);
    }
    expect(renderCannedResponse({ en: delay.en }, 'es', values()).locale).toBe('en');
    const onlySpanish = renderCannedResponse({ es: delay.es }, 'zh-CN', values());
    expect(onlySpanish).toMatchObject({ locale: 'es', subject: 'El envío SHP-1001 se retrasa' });
  });

  it('gives empty values a fallback in the language, unless the template names its own', () => {
    const template = {
      subject: 'Pickup of {{ shipment_number }}',
      body: 'Picked up: {{ pickup_date }}. Booking: {{ booking_number | default: "none" }}.',
    };
    expect(renderCannedResponse({ en: template }, 'en', values()).body).toBe('Picked up: not known yet. Booking: none.');
    expect(renderCannedResponse({ es: template }, 'es', values()).body).toBe('Picked up: aún no disponible. Booking: none.');
    expect(renderCannedResponse({ 'zh-CN': template }, 'zh-CN', values())).toMatchObject({
      body: 'Picked up: 暂无. Booking: none.',
      emptyPlaceholders: ['pickup_date', 'booking_number'],
    });
  });

  it('keeps markup in values as text in the HTML part and links the tracking address', () => {
    const rendered = renderCannedResponse(delay, 'en', values());
    expect(rendered.body).toContain('Dear Acme & Sons <Import>,');
    const html = messageHtml(rendered.body, 'en');
    expect(html).toContain('Dear Acme &amp; Sons &lt;Import&gt;,<br>');
    expect(html).not.toContain('<Import>');
    expect(html).toContain('<a href="https://portal.example/shared/consignments/abc">https://portal.example/shared/consignments/abc</a>');
    expect(messageHtml('<script>alert(1)</script>', 'es')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('cannot read files or anything but the values it is given', () => {
    expect(() => renderCannedResponse({ en: { subject: 'x', body: '{% include "package.json" %}' } }, 'en', values())).toThrow();
    expect(() => renderCannedResponse({ en: { subject: 'x', body: '{{ shipment_number.constructor }}' } }, 'en', values())).toThrow();
    expect(templateProblems('{{ shipment_number.constructor }}')).toEqual([
      { kind: 'unknown_placeholder', name: 'shipment_number.constructor' },
    ]);
  });

  it('writes dates the way the recipient reads them, and numbers as every screen does', () => {
    const day = new Date('2030-03-04T12:00:00Z');
    expect(placeholderFormats('en', 'Europe/Stockholm').date(day)).toBe('March 4, 2030');
    expect(placeholderFormats('es', 'Europe/Stockholm').date(day)).toBe('4 de marzo de 2030');
    expect(placeholderFormats('zh-CN', 'Europe/Stockholm').date(day)).toBe('2030年3月4日');
    expect(placeholderFormats('es', 'UTC').number(1234.5, 'kg')).toBe('1\u00a0234,5 kg');
    expect(placeholderFormats('en', 'UTC').number(1234.5, 'kg')).toBe('1\u00a0234,5 kg');
    expect(placeholderFormats('en', 'UTC').date(null)).toBeNull();
  });

  it('keeps a subject on one line', () => {
    expect(renderCannedResponse({ en: { subject: 'From {{ consignor_address }}', body: 'x' } }, 'en', values()).subject).toBe(
      'From Hamngatan 1 41101 Göteborg SE',
    );
  });
});
