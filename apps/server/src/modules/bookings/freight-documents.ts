import PDFDocument from 'pdfkit';
import { toBuffer as barcodePng } from 'bwip-js/node';
import { ssccElementString } from '@freight/domain';
import type { FreightPrintType, TBookingAddress } from '@freight/contracts';

/**
 * The freight documents of a booking (SPEC §9 freight print types), rendered as PDF with the
 * standard Helvetica fonts, which pdfkit reads from its own package at run time.
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
  customerNumber: string;
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
  kind: FreightPrintType;
  filename: string;
  content: Buffer;
}

const MM = 72 / 25.4;
/** A thermal transport label, 107 × 190 mm. */
const LABEL_SIZE: [number, number] = [107 * MM, 190 * MM];

const kg = (value: number) => `${Number(value.toFixed(1))} kg`;
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

function newDocument(title: string, booking: DocumentBooking, size: string | [number, number], margin: number) {
  return new PDFDocument({
    size,
    margin,
    autoFirstPage: false,
    info: { Title: `${title} ${booking.bookingNumber}`, Author: booking.consignor.name, Subject: `${booking.carrierName} ${booking.serviceName}`, CreationDate: booking.bookedAt },
  });
}

/** One label per package, each with the package's SSCC as a GS1-128 barcode. */
export async function renderLabels(booking: DocumentBooking): Promise<Buffer> {
  const doc = newDocument('Transport labels', booking, LABEL_SIZE, 10 * MM / 2);
  const width = LABEL_SIZE[0] - 10 * MM;
  const left = 5 * MM;
  for (const item of booking.packages) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(booking.carrierName, left, 5 * MM, { width });
    doc.font('Helvetica').fontSize(9).text(booking.serviceName, { width });
    doc.moveTo(left, doc.y + 4).lineTo(left + width, doc.y + 4).stroke();
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(7).text('FROM', { width });
    doc.font('Helvetica').fontSize(9).text(addressLines(booking.pickup).slice(0, 4).join('\n'), { width });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(7).text('TO', { width });
    doc.font('Helvetica-Bold').fontSize(13).text(addressLines(booking.delivery).slice(0, 4).join('\n'), { width });
    doc.moveDown(0.6);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(9);
    doc.text(`Booking ${booking.bookingNumber}`, { width });
    doc.text(`Customer no. ${booking.customerNumber}`, { width });
    doc.text(`Pickup ${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`, { width });
    if (booking.references.consignor_reference) doc.text(`Sender's ref. ${booking.references.consignor_reference}`, { width });
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(16).text(`Package ${item.sequence} of ${booking.packages.length}`, { width });
    doc.font('Helvetica').fontSize(10).text(`${kg(item.weightKg)}   ${packageName(item.packageType)}   ${dimensions(item)}`, { width });
    doc.text(item.description, { width });
    if (item.shippingMark) doc.text(`Mark: ${item.shippingMark}`, { width });
    const barcode = await barcodePng({ bcid: 'gs1-128', text: ssccElementString(item.sscc), scale: 3, height: 22, includetext: true, textxalign: 'center' });
    doc.font('Helvetica-Bold').fontSize(8).text('SSCC', left, LABEL_SIZE[1] - 48 * MM, { width });
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
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + 2, top + 2, { width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.moveTo(left, bottom + 2).lineTo(x, bottom + 2).lineWidth(bold ? 1 : 0.3).stroke();
    doc.y = bottom + 4;
  };
  drawRow(columns.map((column) => column.title), true);
  for (const row of rows) drawRow(row, false);
  doc.x = left;
}

function heading(doc: PDFKit.PDFDocument, title: string, booking: DocumentBooking) {
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.font('Helvetica').fontSize(9).text(
    `Booking ${booking.bookingNumber}   ·   ${booking.carrierName}, ${booking.serviceName}   ·   customer no. ${booking.customerNumber}`,
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
      doc.font('Helvetica-Bold').fontSize(7.5).text(title, x + 4, top + 4, { width: width - 8 });
      doc.font('Helvetica').fontSize(9).text(lines.join('\n') || '–', { width: width - 8 });
      bottom = Math.max(bottom, doc.y + 4);
    });
    boxes.slice(index, index + 2).forEach((_, column) => doc.rect(left + column * width, top, width, bottom - top).lineWidth(0.5).stroke());
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
    ['3  Place of delivery', [...addressLines(booking.delivery), booking.deliveryDate ? `Expected ${booking.deliveryDate}` : ''].filter(Boolean)],
    ['4  Place and date of taking over the goods', [...addressLines(booking.pickup), `${booking.pickupDate} ${booking.pickupTimeEarliest}–${booking.pickupTimeLatest}`]],
    ['16  Carrier', [booking.carrierName, booking.serviceName, `Customer no. ${booking.customerNumber}`]],
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
        [item.description, item.dangerousGoods ? `Dangerous goods${item.unNumber ? ` ${item.unNumber}` : ''}` : ''].filter(Boolean).join('\n'),
        kg(item.weightKg * item.units),
        item.volumeM3 === null ? '' : String(item.volumeM3),
      ]),
      ['', String(booking.packages.length), '', 'Total', kg(booking.totalWeightKg), booking.totalVolumeM3 === null ? '' : String(booking.totalVolumeM3)],
    ],
  );
  doc.moveDown();
  partyBoxes(doc, [
    ['13  Sender\'s instructions', [booking.pickupInstructions, booking.deliveryInstructions ? `Delivery: ${booking.deliveryInstructions}` : null].filter((line): line is string => Boolean(line))],
    ['14  Terms and payment', [booking.terms ? [booking.terms.type, booking.terms.location].filter(Boolean).join(' ') : 'No delivery terms given', `Freight paid by the ${booking.payer}`]],
    ['22  Signature of sender', ['', '', '']],
    ['23  Signature of carrier', ['', '', '']],
  ]);
  doc.font('Helvetica').fontSize(7).text(
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
    booking.packages.map((item) => [String(item.sequence), item.sscc, packageName(item.packageType), item.description, kg(item.weightKg), dimensions(item)]),
  );
  doc.moveDown().font('Helvetica-Bold').fontSize(9).text(`${booking.packages.length} packages, ${kg(booking.totalWeightKg)}`);
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
    booking.packages.map((item) => [String(item.sequence), item.sscc, `${packageName(item.packageType)}, ${item.description}`, kg(item.weightKg), '☐']),
  );
  doc.moveDown(2);
  partyBoxes(doc, [
    ['Handed over by (sender), name and signature', ['', '', '']],
    ['Received by (driver), name, signature, date and time', ['', '', '']],
  ]);
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
