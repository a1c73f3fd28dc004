import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { toBuffer as barcodePng } from 'bwip-js/node';
import type { Locale } from '@freight/contracts';
import { ssccElementString } from '@freight/domain';
import { placeLines, documentTexts, kg, packageDimensions, type DocumentBooking, type DocumentPackage } from './freight-documents';

/** A thermal printer's 8 dots per millimetre (203 dpi), on the same 107 × 190 mm label as the PDF. */
const DOTS_PER_MM = 8;
const WIDTH = 107 * DOTS_PER_MM;
const HEIGHT = 190 * DOTS_PER_MM;
const MARGIN = 5 * DOTS_PER_MM;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
/** Latin first; the CJK font draws what the Latin one lacks, as on the PDF. */
const FAMILIES = '"DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif';

/** Words onto lines no wider than the label; a word longer than a line is broken by letters. */
function wrap(context: SKRSContext2D, text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= TEXT_WIDTH) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const letter of word) {
      if (context.measureText(line + letter).width > TEXT_WIDTH && line) {
        lines.push(line);
        line = '';
      }
      line += letter;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Where the barcode starts: text never runs into it. */
const BARCODE_TOP = HEIGHT - 44 * DOTS_PER_MM;

class LabelWriter {
  y = MARGIN;
  constructor(private readonly context: SKRSContext2D) {}

  text(text: string, size: number, bold = false): void {
    this.context.font = `${bold ? 'bold ' : ''}${size}px ${FAMILIES}`;
    for (const line of wrap(this.context, text)) {
      if (this.y + size > BARCODE_TOP - 40) return;
      this.y += size;
      this.context.fillText(line, MARGIN, this.y);
      this.y += size * 0.25;
    }
  }

  rule(): void {
    this.y += 10;
    this.context.fillRect(MARGIN, this.y, TEXT_WIDTH, 3);
    this.y += 16;
  }

  gap(size: number): void {
    this.y += size;
  }
}

async function renderLabel(booking: DocumentBooking, item: DocumentPackage, locale: Locale): Promise<Buffer> {
  const { t, packageName } = documentTexts(locale);
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#000000';
  const label = new LabelWriter(context);
  label.text(booking.carrierName, 48, true);
  label.text(booking.serviceName, 30);
  label.rule();
  label.text(t('labels.from'), 22, true);
  label.text(placeLines(booking.pickup).join('  ·  '), 30);
  label.gap(14);
  label.text(t('labels.to'), 22, true);
  for (const line of placeLines(booking.delivery)) label.text(line, 42, true);
  label.rule();
  label.text(t('booking', { number: booking.bookingNumber }), 30);
  if (booking.customerNumber) label.text(t('customer_number', { number: booking.customerNumber }), 30);
  label.text(t('labels.pickup', { date: booking.pickupDate, from: booking.pickupTimeEarliest, until: booking.pickupTimeLatest }), 30);
  if (booking.references.consignor_reference) {
    label.text(t('labels.sender_reference', { reference: booking.references.consignor_reference }), 30);
  }
  label.gap(14);
  label.text(t('labels.package', { sequence: item.sequence, total: booking.packages.length }), 54, true);
  label.text(
    [kg(item.weightKg), packageName(item.packageType, item.containerSize), packageDimensions(item)].filter(Boolean).join('   '),
    32,
  );
  label.text(item.description, 32);
  if (item.shippingMark) label.text(t('labels.mark', { mark: item.shippingMark }), 32);

  const barcode = await loadImage(
    await barcodePng({
      bcid: 'gs1-128',
      text: ssccElementString(item.sscc),
      scale: 4,
      height: 22,
      includetext: true,
      textxalign: 'center',
    }),
  );
  const scale = Math.min(TEXT_WIDTH / barcode.width, (38 * DOTS_PER_MM) / barcode.height);
  context.font = `bold 22px ${FAMILIES}`;
  context.fillText('SSCC', MARGIN, BARCODE_TOP - 12);
  context.drawImage(barcode, MARGIN + (TEXT_WIDTH - barcode.width * scale) / 2, BARCODE_TOP, barcode.width * scale, barcode.height * scale);
  return canvas.encode('png');
}

/** One PNG per package, for printers and carriers that take label images rather than a PDF. */
export async function renderLabelImages(booking: DocumentBooking, locale: Locale): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (const item of booking.packages) images.push(await renderLabel(booking, item, locale));
  return images;
}
