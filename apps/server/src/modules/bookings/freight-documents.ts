import PDFDocument from 'pdfkit';
import { toBuffer as barcodePng } from 'bwip-js/node';
import { formatNumber, ssccElementString } from '@freight/domain';
import { BOLD, REGULAR, registerDocumentFonts } from '../../platform/document-fonts';
import type { BookingDocumentKind, FreightPrintType, ReasonForExport, TBookingAddress, TInvoiceDetails } from '@freight/contracts';

/**
 * The freight documents of a booking (SPEC §9 freight print types), rendered as PDF in Helvetica,
 * or in a Unicode font when an address or a description needs one (see document-fonts).
 */

/** Package types as a driver and a terminal read them on paper. */
const PACKAGE_NAMES: Record<string, string> = {
  eur_pallet: 'EUR pallet',
  fin_pallet: 'FIN pallet',
  half_pallet: 'Half pallet',
  quarter_pallet: 'Quarter pallet',
  parcel: 'Parcel',
  other: 'Other',
};
const packageName = (type: string) => PACKAGE_NAMES[type] ?? type;

export interface DocumentPackage {
  sequence: number;
  sscc: string;
  packageType: string;
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
  payer: string;
  terms: { type: string; location: string | null } | null;
  references: Record<string, string | null>;
  pickupInstructions: string | null;
  deliveryInstructions: string | null;
  goods: {
    description: string;
    packageType: string;
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
  content: Buffer;
}

const MM = 72 / 25.4;
/** A thermal transport label, 107 × 190 mm. */
const LABEL_SIZE: [number, number] = [107 * MM, 190 * MM];

const kg = (value: number) => `${formatNumber(value, { maximumFractionDigits: 1 })} kg`;
const dimensions = (item: DocumentPackage) =>
  item.lengthCm && item.widthCm && item.heightCm ? `${item.lengthCm} × ${item.widthCm} × ${item.heightCm} cm` : '';

function addressLines(address: TBookingAddress): string[] {
  return [
    address.name,
    address.address,
    address.address2,
    `${address.country}-${address.zip} ${address.city}`,
    address.contact_person,
    [address.phone, address.email].filter(Boolean).join('  '),
  ].filter((line): line is string => Boolean(line));
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
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
  registerDocumentFonts(doc, JSON.stringify([booking, printed]));
  return doc;
}

/** One label per package, each with the package's SSCC as a GS1-128 barcode. */
export async function renderLabels(booking: DocumentBooking): Promise<Buffer> {
  const doc = newDocument('Transport labels', booking, LABEL_SIZE, (10 * MM) / 2);
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
    doc.font(BOLD).fontSize(7).text('FROM', { width });
    doc.font(REGULAR).fontSize(9).text(addressLines(booking.pickup).slice(0, 4).join('\n'), { width });
    doc.moveDown(0.6);
    doc.font(BOLD).fontSize(7).text('TO', { width });
    doc.font(BOLD).fontSize(13).text(addressLines(booking.delivery).slice(0, 4).join('\n'), { width });
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.moveDown(0.4);
    doc.font(REGULAR).fontSize(9);
    doc.text(`Booking ${booking.bookingNumber}`, { width });
    if (booking.customerNumber) doc.text(`Customer no. ${booking.customerNumber}`, { width });
    doc.text(`Pickup ${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`, { width });
    if (booking.references.consignor_reference) doc.text(`Sender's ref. ${booking.references.consignor_reference}`, { width });
    doc.moveDown(0.4);
    doc.font(BOLD).fontSize(16).text(`Package ${item.sequence} of ${booking.packages.length}`, { width });
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(`${kg(item.weightKg)}   ${packageName(item.packageType)}   ${dimensions(item)}`, { width });
    doc.text(item.description, { width });
    if (item.shippingMark) doc.text(`Mark: ${item.shippingMark}`, { width });
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
  return collect(doc);
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(bold ? BOLD : REGULAR).fontSize(8.5);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + 2, top + 2, { width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc
      .moveTo(left, bottom + 2)
      .lineTo(x, bottom + 2)
      .lineWidth(bold ? 1 : 0.3)
      .stroke();
    doc.y = bottom + 4;
  };
  drawRow(
    columns.map((column) => column.title),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.x = left;
}

function heading(doc: PDFKit.PDFDocument, title: string, booking: DocumentBooking) {
  doc.font(BOLD).fontSize(18).text(title);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(
      [
        `Booking ${booking.bookingNumber}`,
        `${booking.carrierName}, ${booking.serviceName}`,
        booking.customerNumber ? `customer no. ${booking.customerNumber}` : null,
      ]
        .filter(Boolean)
        .join('   ·   '),
    );
  doc.moveDown();
}

function partyBoxes(doc: PDFKit.PDFDocument, boxes: [string, string[]][]) {
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / 2;
  for (let index = 0; index < boxes.length; index += 2) {
    const top = doc.y;
    let bottom = top;
    boxes.slice(index, index + 2).forEach(([title, lines], column) => {
      const x = left + column * width;
      doc
        .font(BOLD)
        .fontSize(7.5)
        .text(title, x + 4, top + 4, { width: width - 8 });
      doc
        .font(REGULAR)
        .fontSize(9)
        .text(lines.join('\n') || '–', { width: width - 8 });
      bottom = Math.max(bottom, doc.y + 4);
    });
    boxes.slice(index, index + 2).forEach((_, column) =>
      doc
        .rect(left + column * width, top, width, bottom - top)
        .lineWidth(0.5)
        .stroke(),
    );
    doc.y = bottom;
  }
  doc.x = left;
  doc.moveDown();
}

const REFERENCE_LABELS: Record<string, string> = {
  consignor_reference: "Sender's reference",
  consignee_reference: "Receiver's reference",
  purchase_order_number: 'Purchase order',
  sales_order_number: 'Sales order',
  project_number: 'Project',
};

/** The waybill in the layout of a CMR consignment note: parties, places, goods, terms and signatures. */
export async function renderWaybill(booking: DocumentBooking): Promise<Buffer> {
  const doc = newDocument('Waybill / CMR', booking, 'A4', 36);
  doc.addPage();
  heading(doc, 'Waybill / CMR', booking);
  const references = Object.entries(booking.references)
    .filter(([, value]) => value)
    .map(([key, value]) => `${REFERENCE_LABELS[key] ?? key}: ${value}`);
  partyBoxes(doc, [
    ['1  Sender', addressLines(booking.consignor)],
    ['2  Consignee', addressLines(booking.consignee)],
    [
      '3  Place of delivery',
      [...addressLines(booking.delivery), booking.deliveryDate ? `Expected ${booking.deliveryDate}` : ''].filter(Boolean),
    ],
    [
      '4  Place and date of taking over the goods',
      [...addressLines(booking.pickup), `${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`],
    ],
    [
      '16  Carrier',
      [booking.carrierName, booking.serviceName, booking.customerNumber ? `Customer no. ${booking.customerNumber}` : ''].filter(Boolean),
    ],
    ['5  Documents and references', references],
  ]);
  table(
    doc,
    [
      { title: '6 Marks', width: 80 },
      { title: '7 Packages', width: 55, align: 'right' },
      { title: '8 Packing', width: 70 },
      { title: '9 Nature of the goods', width: 165 },
      { title: '11 Gross kg', width: 75, align: 'right' },
      { title: '12 Volume m³', width: 78, align: 'right' },
    ],
    [
      ...booking.goods.map((item) => [
        item.shippingMark ?? '',
        String(item.units),
        packageName(item.packageType),
        [item.description, item.dangerousGoods ? `Dangerous goods${item.unNumber ? ` ${item.unNumber}` : ''}` : '']
          .filter(Boolean)
          .join('\n'),
        kg(item.weightKg * item.units),
        item.volumeM3 === null ? '' : String(item.volumeM3),
      ]),
      [
        '',
        String(booking.packages.length),
        '',
        'Total',
        kg(booking.totalWeightKg),
        booking.totalVolumeM3 === null ? '' : String(booking.totalVolumeM3),
      ],
    ],
  );
  doc.moveDown();
  partyBoxes(doc, [
    [
      "13  Sender's instructions",
      [booking.pickupInstructions, booking.deliveryInstructions ? `Delivery: ${booking.deliveryInstructions}` : null].filter(
        (line): line is string => Boolean(line),
      ),
    ],
    [
      '14  Terms and payment',
      [
        booking.terms ? [booking.terms.type, booking.terms.location].filter(Boolean).join(' ') : 'No delivery terms given',
        `Freight paid by the ${booking.payer}`,
      ],
    ],
    ['22  Signature of sender', ['', '', '']],
    ['23  Signature of carrier', ['', '', '']],
  ]);
  doc
    .font(REGULAR)
    .fontSize(7)
    .text(
      'This carriage is subject, notwithstanding any clause to the contrary, to the Convention on the Contract for the International Carriage of Goods by Road (CMR).',
    );
  return collect(doc);
}

/** Every package with its SSCC, so a receiver can check the delivery against the labels. */
export async function renderPackageList(booking: DocumentBooking): Promise<Buffer> {
  const doc = newDocument('Package list', booking, 'A4', 36);
  doc.addPage();
  heading(doc, 'Package list', booking);
  partyBoxes(doc, [
    ['Sender', addressLines(booking.consignor)],
    ['Receiver', addressLines(booking.consignee)],
  ]);
  table(
    doc,
    [
      { title: 'No.', width: 30, align: 'right' },
      { title: 'SSCC', width: 120 },
      { title: 'Packing', width: 65 },
      { title: 'Contents', width: 145 },
      { title: 'Weight', width: 60, align: 'right' },
      { title: 'Dimensions', width: 103 },
    ],
    booking.packages.map((item) => [
      String(item.sequence),
      item.sscc,
      packageName(item.packageType),
      item.description,
      kg(item.weightKg),
      dimensions(item),
    ]),
  );
  doc
    .moveDown()
    .font(BOLD)
    .fontSize(9)
    .text(`${booking.packages.length} packages, ${kg(booking.totalWeightKg)}`);
  return collect(doc);
}

/** What the driver signs for at pickup: each package ticked off, with names and times. */
export async function renderReceiptList(booking: DocumentBooking): Promise<Buffer> {
  const doc = newDocument('Receipt list', booking, 'A4', 36);
  doc.addPage();
  heading(doc, 'Receipt list', booking);
  partyBoxes(doc, [
    ['Collected at', [...addressLines(booking.pickup), `${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`]],
    ['Going to', addressLines(booking.delivery)],
  ]);
  table(
    doc,
    [
      { title: 'No.', width: 30, align: 'right' },
      { title: 'SSCC', width: 120 },
      { title: 'Contents', width: 170 },
      { title: 'Weight', width: 60, align: 'right' },
      { title: 'Received', width: 143 },
    ],
    booking.packages.map((item) => [
      String(item.sequence),
      item.sscc,
      `${packageName(item.packageType)}, ${item.description}`,
      kg(item.weightKg),
      '☐',
    ]),
  );
  doc.moveDown(2);
  partyBoxes(doc, [
    ['Handed over by (sender), name and signature', ['', '', '']],
    ['Received by (driver), name, signature, date and time', ['', '', '']],
  ]);
  return collect(doc);
}

const REASONS_FOR_EXPORT: Record<ReasonForExport, string> = {
  sale: 'Sale',
  gift: 'Gift',
  sample: 'Commercial sample',
  return: 'Return',
  repair: 'Repair',
  personal_effects: 'Personal effects',
  other: 'Other',
};
const SURCHARGE_NAMES: Record<string, string> = {
  freight: 'Freight',
  fuel_surcharge: 'Fuel surcharge',
  road_tax: 'Road tax',
  outer_area: 'Outer area',
  congestion_charge: 'Congestion charge',
  local_charges_destination: 'Local charges destination',
  local_charges_origin: 'Local charges origin',
  other: 'Other',
};

/** Amounts in major units with two decimals, as an invoice prints them, in the portal's one number notation. */
const amount = (value: number) => formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number, currency: string) => `${amount(value)} ${currency}`;

/**
 * The commercial invoice customs read for dutiable goods: seller, buyer, the articles with HS
 * codes and origins, charges, totals and the exporter's declaration.
 */
export async function renderCommercialInvoice(booking: DocumentBooking, invoice: TInvoiceDetails): Promise<Buffer> {
  const doc = newDocument('Commercial invoice', booking, 'A4', 36, invoice);
  doc.addPage();
  heading(doc, 'Commercial invoice', booking);
  const vat = (label: string, value: string | null) => (value ? [`${label} ${value}`] : []);
  partyBoxes(doc, [
    ['Seller / exporter', [...addressLines(booking.consignor), ...vat('VAT no.', invoice.vat_no_sender)]],
    ['Consignee', [...addressLines(booking.consignee), ...vat('VAT no.', invoice.vat_no_receiver)]],
    [
      'Invoice',
      [
        `Number ${invoice.invoice_number}`,
        `Date ${invoice.invoice_date}`,
        `Currency ${invoice.currency}`,
        `Reason for export: ${REASONS_FOR_EXPORT[invoice.reason_for_export]}`,
        invoice.delivery_term ? `Delivery term ${invoice.delivery_term}` : '',
        ...vat("Buyer's VAT no.", invoice.vat_no_buyer),
      ].filter(Boolean),
    ],
    [
      'Shipment',
      [
        `From ${booking.pickup.country}-${booking.pickup.zip} ${booking.pickup.city}`,
        `To ${booking.delivery.country}-${booking.delivery.zip} ${booking.delivery.city}`,
        `${booking.packages.length} packages, ${kg(booking.totalWeightKg)} gross`,
      ],
    ],
  ]);
  const articlesTotal = invoice.articles.reduce((sum, article) => sum + article.quantity * article.unit_price, 0);
  table(
    doc,
    [
      { title: 'Article', width: 62 },
      { title: 'Description', width: 140 },
      { title: 'HS code', width: 62 },
      { title: 'Origin', width: 38 },
      { title: 'Quantity', width: 50, align: 'right' },
      { title: 'Unit price', width: 60, align: 'right' },
      { title: 'Net kg', width: 43, align: 'right' },
      { title: 'Amount', width: 68, align: 'right' },
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
    ['Goods', articlesTotal],
    ...(invoice.freight_charges > 0 ? [['Freight charges', invoice.freight_charges] as [string, number]] : []),
    ...(invoice.insurance > 0 ? [['Insurance', invoice.insurance] as [string, number]] : []),
    ...invoice.surcharges.map((surcharge): [string, number] => [SURCHARGE_NAMES[surcharge.type] ?? surcharge.type, surcharge.amount]),
  ];
  const total = charges.reduce((sum, [, amount]) => sum + amount, 0);
  doc.moveDown();
  table(
    doc,
    [
      { title: '', width: 455 },
      { title: invoice.currency, width: 68, align: 'right' },
    ],
    [...charges.map(([label, charge]) => [label, amount(charge)]), ['Total', money(total, invoice.currency)]],
  );
  doc.moveDown();
  if (invoice.declaration_statement) doc.font(REGULAR).fontSize(9).text(invoice.declaration_statement);
  doc.moveDown(2);
  partyBoxes(doc, [['Place, date and signature of the exporter', ['', '', '']]]);
  return collect(doc);
}

const RENDERERS: Record<FreightPrintType, { render: (booking: DocumentBooking) => Promise<Buffer>; name: string }> = {
  labels: { render: renderLabels, name: 'labels' },
  waybill: { render: renderWaybill, name: 'waybill' },
  package_list: { render: renderPackageList, name: 'package-list' },
  receipt_list: { render: renderReceiptList, name: 'receipt-list' },
};

/** The chosen documents, in the order of SPEC §9. */
export async function renderFreightDocuments(booking: DocumentBooking, kinds: readonly FreightPrintType[]): Promise<RenderedDocument[]> {
  const chosen = (['labels', 'waybill', 'package_list', 'receipt_list'] as const).filter((kind) => kinds.includes(kind));
  return Promise.all(
    chosen.map(async (kind) => ({
      kind,
      filename: `${booking.bookingNumber}-${RENDERERS[kind].name}.pdf`,
      content: await RENDERERS[kind].render(booking),
    })),
  );
}
