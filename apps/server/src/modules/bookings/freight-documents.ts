import PDFDocument from 'pdfkit';
import { toBuffer as barcodePng } from 'bwip-js/node';
import { formatNumber, ssccElementString } from '@freight/domain';
import { BOLD, REGULAR, registerDocumentFonts } from '../../platform/document-fonts';
import { collectDocument, drawPartyBoxes, drawTable } from '../../platform/document-layout';
import { renderLabelImages } from './label-images';
import type { BookingDocumentKind, FreightPrintType, LabelFormat, Locale, TBookingAddress, TInvoiceDetails } from '@freight/contracts';
import { isMessageKey, translate, translatePlural } from '../../platform/i18n';

/**
 * The freight documents of a booking (SPEC §9 freight print types), rendered as PDF in the
 * booker's language, in Helvetica, or in a Unicode font when an address, a description or the
 * language needs one (see document-fonts).
 */

type Params = Record<string, string | number>;

/** The document texts of one language; a code without a text (a package type added later) prints as it is. */
export function documentTexts(locale: Locale) {
  const t = (key: string, params: Params = {}) => translate(locale, `documents.${key}`, params);
  const named = (group: string, code: string) => (isMessageKey(`documents.${group}.${code}`) ? t(`${group}.${code}`) : code);
  return {
    t,
    plural: (key: string, count: number, params: Params = {}) => translatePlural(locale, `documents.${key}`, count, params),
    /** A container prints with its size: "Container 40′ high cube (45G1)". */
    packageName: (type: string, containerSize: string | null = null) =>
      containerSize ? `${named('package_type', type)} ${named('container_size', containerSize)}` : named('package_type', type),
    referenceName: (key: string) => named('reference', key),
    reasonName: (reason: string) => named('reason', reason),
    surchargeName: (type: string) => named('surcharge', type),
  };
}
type DocumentTexts = ReturnType<typeof documentTexts>;

export interface DocumentPackage {
  sequence: number;
  sscc: string;
  packageType: string;
  containerSize: string | null;
  description: string;
  shippingMark: string | null;
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

export interface DocumentBooking {
  bookingNumber: string;
  /** None for an ad-hoc booking, made without an agreement. */
  customerNumber: string | null;
  bookedAt: Date;
  carrierName: string;
  serviceName: string;
  consignor: TBookingAddress;
  consignee: TBookingAddress;
  pickup: TBookingAddress;
  delivery: TBookingAddress;
  pickupDate: string;
  pickupTimeEarliest: string;
  pickupTimeLatest: string;
  deliveryDate: string | null;
  /** The delivery window on the delivery place's clocks; both or neither. */
  deliveryTimeEarliest: string | null;
  deliveryTimeLatest: string | null;
  payer: string;
  terms: { type: string; location: string | null } | null;
  references: Record<string, string | null>;
  pickupInstructions: string | null;
  deliveryInstructions: string | null;
  goods: {
    description: string;
    packageType: string;
    containerSize: string | null;
    units: number;
    weightKg: number;
    volumeM3: number | null;
    shippingMark: string | null;
    dangerousGoods: boolean;
    unNumber: string | null;
  }[];
  packages: DocumentPackage[];
  totalWeightKg: number;
  totalVolumeM3: number | null;
}

export interface RenderedDocument {
  kind: BookingDocumentKind;
  filename: string;
  contentType: 'application/pdf' | 'image/png';
  content: Buffer;
}

const MM = 72 / 25.4;
/** A thermal transport label, 107 × 190 mm. */
const LABEL_SIZE: [number, number] = [107 * MM, 190 * MM];

export const kg = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} kg`;
export const packageDimensions = (item: DocumentPackage) =>
  item.lengthCm && item.widthCm && item.heightCm ? `${item.lengthCm} × ${item.widthCm} × ${item.heightCm} cm` : '';

/** Where a label sends the goods, in at most four lines: the name, its department or dock, the street and the town. */
export function placeLines(address: TBookingAddress): string[] {
  const street = address.address2 ? `${address.address}, ${address.address2}` : address.address;
  return [address.name, address.section, street, `${address.country}-${address.zip} ${address.city}`].filter((line): line is string =>
    Boolean(line),
  );
}

export function addressLines(address: TBookingAddress): string[] {
  return [
    address.name,
    address.section,
    address.address,
    address.address2,
    `${address.country}-${address.zip} ${address.city}`,
    address.contact_person,
    [address.phone, address.email].filter(Boolean).join('  '),
  ].filter((line): line is string => Boolean(line));
}

/** A party's lines, marked when it is a private person (the carrier then notifies them, not a goods reception). */
function partyLines(address: TBookingAddress, t: DocumentTexts['t']): string[] {
  return address.company_model === 'private' ? [...addressLines(address), t('private_person')] : addressLines(address);
}

function newDocument(title: string, booking: DocumentBooking, size: string | [number, number], margin: number, printed: unknown = null) {
  const doc = new PDFDocument({
    size,
    margin,
    autoFirstPage: false,
    info: {
      Title: `${title} ${booking.bookingNumber}`,
      Author: booking.consignor.name,
      Subject: `${booking.carrierName} ${booking.serviceName}`,
      CreationDate: booking.bookedAt,
    },
  });
  // The title is in the document's language, so a Chinese document gets the Unicode font too.
  registerDocumentFonts(doc, JSON.stringify([title, booking, printed]));
  return doc;
}

/** One label per package, each with the package's SSCC as a GS1-128 barcode. */
export async function renderLabels(booking: DocumentBooking, locale: Locale): Promise<Buffer> {
  const { t, packageName } = documentTexts(locale);
  const doc = newDocument(t('labels.title'), booking, LABEL_SIZE, (10 * MM) / 2);
  const width = LABEL_SIZE[0] - 10 * MM;
  const left = 5 * MM;
  for (const item of booking.packages) {
    doc.addPage();
    doc
      .font(BOLD)
      .fontSize(14)
      .text(booking.carrierName, left, 5 * MM, { width });
    doc.font(REGULAR).fontSize(9).text(booking.serviceName, { width });
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(left + width, doc.y + 4)
      .stroke();
    doc.moveDown(0.8);
    doc.font(BOLD).fontSize(7).text(t('labels.from'), { width });
    doc.font(REGULAR).fontSize(9).text(placeLines(booking.pickup).join('\n'), { width });
    doc.moveDown(0.6);
    doc.font(BOLD).fontSize(7).text(t('labels.to'), { width });
    doc.font(BOLD).fontSize(13).text(placeLines(booking.delivery).join('\n'), { width });
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.moveDown(0.4);
    doc.font(REGULAR).fontSize(9);
    doc.text(t('booking', { number: booking.bookingNumber }), { width });
    if (booking.customerNumber) doc.text(t('customer_number', { number: booking.customerNumber }), { width });
    doc.text(t('labels.pickup', { date: booking.pickupDate, from: booking.pickupTimeEarliest, until: booking.pickupTimeLatest }), {
      width,
    });
    if (booking.references.consignor_reference) {
      doc.text(t('labels.sender_reference', { reference: booking.references.consignor_reference }), { width });
    }
    doc.moveDown(0.4);
    doc
      .font(BOLD)
      .fontSize(16)
      .text(t('labels.package', { sequence: item.sequence, total: booking.packages.length }), { width });
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(`${kg(item.weightKg)}   ${packageName(item.packageType, item.containerSize)}   ${packageDimensions(item)}`, { width });
    doc.text(item.description, { width });
    if (item.shippingMark) doc.text(t('labels.mark', { mark: item.shippingMark }), { width });
    const barcode = await barcodePng({
      bcid: 'gs1-128',
      text: ssccElementString(item.sscc),
      scale: 3,
      height: 22,
      includetext: true,
      textxalign: 'center',
    });
    doc
      .font(BOLD)
      .fontSize(8)
      .text('SSCC', left, LABEL_SIZE[1] - 48 * MM, { width });
    doc.image(barcode, left, LABEL_SIZE[1] - 44 * MM, { fit: [width, 38 * MM], align: 'center' });
  }
  return collectDocument(doc);
}

function heading(doc: PDFKit.PDFDocument, title: string, booking: DocumentBooking, { t }: DocumentTexts) {
  doc.font(BOLD).fontSize(18).text(title);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(
      [
        t('booking', { number: booking.bookingNumber }),
        `${booking.carrierName}, ${booking.serviceName}`,
        booking.customerNumber ? t('customer_number', { number: booking.customerNumber }) : null,
      ]
        .filter(Boolean)
        .join('   ·   '),
    );
  doc.moveDown();
}

/** The waybill in the layout of a CMR consignment note: parties, places, goods, terms and signatures. */
export async function renderWaybill(booking: DocumentBooking, locale: Locale): Promise<Buffer> {
  const texts = documentTexts(locale);
  const { t, packageName, referenceName } = texts;
  const doc = newDocument(t('waybill.title'), booking, 'A4', 36);
  doc.addPage();
  heading(doc, t('waybill.title'), booking, texts);
  const references = Object.entries(booking.references)
    .filter(([, value]) => value)
    .map(([key, value]) => `${referenceName(key)}: ${value}`);
  drawPartyBoxes(doc, [
    [t('waybill.sender'), partyLines(booking.consignor, t)],
    [t('waybill.consignee'), partyLines(booking.consignee, t)],
    [
      t('waybill.place_of_delivery'),
      [
        ...addressLines(booking.delivery),
        booking.deliveryDate ? t('waybill.expected', { date: booking.deliveryDate }) : '',
        booking.deliveryTimeEarliest && booking.deliveryTimeLatest
          ? t('waybill.delivery_window', { from: booking.deliveryTimeEarliest, until: booking.deliveryTimeLatest })
          : '',
      ].filter(Boolean),
    ],
    [
      t('waybill.taking_over'),
      [...addressLines(booking.pickup), `${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`],
    ],
    [
      t('waybill.carrier'),
      [
        booking.carrierName,
        booking.serviceName,
        booking.customerNumber ? t('customer_number', { number: booking.customerNumber }) : '',
      ].filter(Boolean),
    ],
    [t('waybill.documents'), references],
  ]);
  drawTable(
    doc,
    [
      { title: t('waybill.marks'), width: 80 },
      { title: t('waybill.packages'), width: 55, align: 'right' },
      { title: t('waybill.packing'), width: 70 },
      { title: t('waybill.nature'), width: 165 },
      { title: t('waybill.gross'), width: 75, align: 'right' },
      { title: t('waybill.volume'), width: 78, align: 'right' },
    ],
    [
      ...booking.goods.map((item) => [
        item.shippingMark ?? '',
        String(item.units),
        packageName(item.packageType, item.containerSize),
        [
          item.description,
          item.dangerousGoods
            ? item.unNumber
              ? t('waybill.dangerous_goods_un', { un: item.unNumber })
              : t('waybill.dangerous_goods')
            : '',
        ]
          .filter(Boolean)
          .join('\n'),
        kg(item.weightKg * item.units),
        item.volumeM3 === null ? '' : String(item.volumeM3),
      ]),
      [
        '',
        String(booking.packages.length),
        '',
        t('waybill.total'),
        kg(booking.totalWeightKg),
        booking.totalVolumeM3 === null ? '' : String(booking.totalVolumeM3),
      ],
    ],
  );
  doc.moveDown();
  drawPartyBoxes(doc, [
    [
      t('waybill.instructions'),
      [
        booking.pickupInstructions,
        booking.deliveryInstructions ? t('waybill.delivery_instructions', { instructions: booking.deliveryInstructions }) : null,
      ].filter((line): line is string => Boolean(line)),
    ],
    [
      t('waybill.terms'),
      [
        booking.terms ? [booking.terms.type, booking.terms.location].filter(Boolean).join(' ') : t('waybill.no_terms'),
        booking.payer === 'receiver' ? t('waybill.paid_by_receiver') : t('waybill.paid_by_sender'),
      ],
    ],
    [t('waybill.sender_signature'), ['', '', '']],
    [t('waybill.carrier_signature'), ['', '', '']],
  ]);
  doc.font(REGULAR).fontSize(7).text(t('waybill.convention'));
  return collectDocument(doc);
}

/** Every package with its SSCC, so a receiver can check the delivery against the labels. */
export async function renderPackageList(booking: DocumentBooking, locale: Locale): Promise<Buffer> {
  const texts = documentTexts(locale);
  const { t, plural, packageName } = texts;
  const doc = newDocument(t('package_list.title'), booking, 'A4', 36);
  doc.addPage();
  heading(doc, t('package_list.title'), booking, texts);
  drawPartyBoxes(doc, [
    [t('sender'), partyLines(booking.consignor, t)],
    [t('receiver'), partyLines(booking.consignee, t)],
  ]);
  drawTable(
    doc,
    [
      { title: t('column.number'), width: 30, align: 'right' },
      { title: 'SSCC', width: 120 },
      { title: t('column.packing'), width: 65 },
      { title: t('column.contents'), width: 145 },
      { title: t('column.weight'), width: 60, align: 'right' },
      { title: t('column.dimensions'), width: 103 },
    ],
    booking.packages.map((item) => [
      String(item.sequence),
      item.sscc,
      packageName(item.packageType, item.containerSize),
      item.description,
      kg(item.weightKg),
      packageDimensions(item),
    ]),
  );
  doc
    .moveDown()
    .font(BOLD)
    .fontSize(9)
    .text(plural('package_total', booking.packages.length, { weight: kg(booking.totalWeightKg) }));
  return collectDocument(doc);
}

/** What the driver signs for at pickup: each package ticked off, with names and times. */
export async function renderReceiptList(booking: DocumentBooking, locale: Locale): Promise<Buffer> {
  const texts = documentTexts(locale);
  const { t, packageName } = texts;
  const doc = newDocument(t('receipt_list.title'), booking, 'A4', 36);
  doc.addPage();
  heading(doc, t('receipt_list.title'), booking, texts);
  drawPartyBoxes(doc, [
    [
      t('receipt_list.collected_at'),
      [...addressLines(booking.pickup), `${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`],
    ],
    [t('receipt_list.going_to'), addressLines(booking.delivery)],
  ]);
  drawTable(
    doc,
    [
      { title: t('column.number'), width: 30, align: 'right' },
      { title: 'SSCC', width: 120 },
      { title: t('column.contents'), width: 170 },
      { title: t('column.weight'), width: 60, align: 'right' },
      { title: t('column.received'), width: 143 },
    ],
    booking.packages.map((item) => [
      String(item.sequence),
      item.sscc,
      `${packageName(item.packageType, item.containerSize)}, ${item.description}`,
      kg(item.weightKg),
      '☐',
    ]),
  );
  doc.moveDown(2);
  drawPartyBoxes(doc, [
    [t('receipt_list.handed_over'), ['', '', '']],
    [t('receipt_list.received_by'), ['', '', '']],
  ]);
  return collectDocument(doc);
}

/** Amounts in major units with two decimals, as an invoice prints them, in the portal's one number notation. */
const amount = (value: number) => formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number, currency: string) => `${amount(value)} ${currency}`;

/**
 * The commercial invoice customs read for dutiable goods: seller, buyer, the articles with HS
 * codes and origins, charges, totals and the exporter's declaration.
 */
export async function renderCommercialInvoice(booking: DocumentBooking, invoice: TInvoiceDetails, locale: Locale): Promise<Buffer> {
  const texts = documentTexts(locale);
  const { t, plural, reasonName, surchargeName } = texts;
  const doc = newDocument(t('invoice.title'), booking, 'A4', 36, invoice);
  doc.addPage();
  heading(doc, t('invoice.title'), booking, texts);
  const vat = (key: string, value: string | null) => (value ? [t(key, { number: value })] : []);
  const place = (address: TBookingAddress) => `${address.country}-${address.zip} ${address.city}`;
  drawPartyBoxes(doc, [
    [t('invoice.seller'), [...addressLines(booking.consignor), ...vat('invoice.vat_no', invoice.vat_no_sender)]],
    [t('invoice.consignee'), [...addressLines(booking.consignee), ...vat('invoice.vat_no', invoice.vat_no_receiver)]],
    [
      t('invoice.invoice'),
      [
        t('invoice.number', { number: invoice.invoice_number }),
        t('invoice.date', { date: invoice.invoice_date }),
        t('invoice.currency', { currency: invoice.currency }),
        t('invoice.reason_for_export', { reason: reasonName(invoice.reason_for_export) }),
        invoice.delivery_term ? t('invoice.delivery_term', { term: invoice.delivery_term }) : '',
        ...vat('invoice.buyer_vat_no', invoice.vat_no_buyer),
      ].filter(Boolean),
    ],
    [
      t('invoice.shipment'),
      [
        t('invoice.from', { place: place(booking.pickup) }),
        t('invoice.to', { place: place(booking.delivery) }),
        plural('invoice.gross', booking.packages.length, { weight: kg(booking.totalWeightKg) }),
      ],
    ],
  ]);
  const articlesTotal = invoice.articles.reduce((sum, article) => sum + article.quantity * article.unit_price, 0);
  drawTable(
    doc,
    [
      { title: t('invoice.article'), width: 62 },
      { title: t('invoice.description'), width: 140 },
      { title: t('invoice.hs_code'), width: 62 },
      { title: t('invoice.origin'), width: 38 },
      { title: t('invoice.quantity'), width: 50, align: 'right' },
      { title: t('invoice.unit_price'), width: 60, align: 'right' },
      { title: t('invoice.net_kg'), width: 43, align: 'right' },
      { title: t('invoice.amount'), width: 68, align: 'right' },
    ],
    invoice.articles.map((article) => [
      article.article_number ?? '',
      article.description,
      article.hs_code,
      article.country_of_origin,
      String(article.quantity),
      amount(article.unit_price),
      article.net_weight === null ? '' : String(article.net_weight),
      amount(article.quantity * article.unit_price),
    ]),
  );
  const charges: [string, number][] = [
    [t('invoice.goods'), articlesTotal],
    ...(invoice.freight_charges > 0 ? [[t('invoice.freight_charges'), invoice.freight_charges] as [string, number]] : []),
    ...(invoice.insurance > 0 ? [[t('invoice.insurance'), invoice.insurance] as [string, number]] : []),
    ...invoice.surcharges.map((surcharge): [string, number] => [surchargeName(surcharge.type), surcharge.amount]),
  ];
  const total = charges.reduce((sum, [, amount]) => sum + amount, 0);
  doc.moveDown();
  drawTable(
    doc,
    [
      { title: '', width: 455 },
      { title: invoice.currency, width: 68, align: 'right' },
    ],
    [...charges.map(([label, charge]) => [label, amount(charge)]), [t('invoice.total'), money(total, invoice.currency)]],
  );
  doc.moveDown();
  if (invoice.declaration_statement) doc.font(REGULAR).fontSize(9).text(invoice.declaration_statement);
  doc.moveDown(2);
  drawPartyBoxes(doc, [[t('invoice.signature'), ['', '', '']]]);
  return collectDocument(doc);
}

const RENDERERS: Record<FreightPrintType, { render: (booking: DocumentBooking, locale: Locale) => Promise<Buffer>; name: string }> = {
  labels: { render: renderLabels, name: 'labels' },
  waybill: { render: renderWaybill, name: 'waybill' },
  package_list: { render: renderPackageList, name: 'package-list' },
  receipt_list: { render: renderReceiptList, name: 'receipt-list' },
};

/** The chosen documents, in the order of SPEC §9; labels as one PDF, or as one PNG a package. */
export async function renderFreightDocuments(
  booking: DocumentBooking,
  kinds: readonly FreightPrintType[],
  locale: Locale,
  labelFormat: LabelFormat,
): Promise<RenderedDocument[]> {
  const chosen = (['labels', 'waybill', 'package_list', 'receipt_list'] as const).filter((kind) => kinds.includes(kind));
  const rendered = await Promise.all(
    chosen.map(async (kind): Promise<RenderedDocument[]> => {
      if (kind === 'labels' && labelFormat === 'PNG') {
        const images = await renderLabelImages(booking, locale);
        return images.map((content, index) => ({
          kind,
          filename: `${booking.bookingNumber}-label-${booking.packages[index]!.sequence}.png`,
          contentType: 'image/png',
          content,
        }));
      }
      const content = await RENDERERS[kind].render(booking, locale);
      return [{ kind, filename: `${booking.bookingNumber}-${RENDERERS[kind].name}.pdf`, contentType: 'application/pdf', content }];
    }),
  );
  return rendered.flat();
}
