import { BOLD, REGULAR } from './document-fonts';

/**
 * The drawing every A4 document of the portal shares (freight documents, the customs declaration
 * summary): a ruled table that moves to a new page when a row would not fit, and boxed parties two
 * to a row, in the fonts that document-fonts registered.
 */

export interface TableColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** The finished document's bytes. */
export function collectDocument(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A table with a bold heading row; each row is as high as its tallest cell. */
export function drawTable(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: string[][]): void {
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

/** Titled boxes of lines, two side by side, each pair as high as the taller; an empty box shows a dash. */
export function drawPartyBoxes(doc: PDFKit.PDFDocument, boxes: [string, string[]][]): void {
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / 2;
  for (let index = 0; index < boxes.length; index += 2) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
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
