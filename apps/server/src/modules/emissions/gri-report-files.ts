import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { formatNumber } from '@freight/domain';
import type { TGriReport, TGriTotals } from '@freight/contracts';
import { BOLD, REGULAR, registerDocumentFonts } from '../../platform/document-fonts';
import { collectDocument } from '../../platform/document-layout';

/** A text of the `emissions` namespace in the reader's language, with its placeholders filled. */
export type ReportText = (key: string, values?: Record<string, string | number>) => string;

interface Section {
  title: string;
  columns: string[];
  rows: (string | number | null)[][];
}

const kg = (value: number) => Math.round(value * 1000) / 1000;
const percent = (share: number | null) => (share === null ? '–' : `${formatNumber(share * 100, { maximumFractionDigits: 1 })} %`);

/** The report as titled tables, the same for the workbook and the PDF. */
function sections(report: TGriReport, t: ReportText): { heading: [string, string][]; tables: Section[] } {
  const figures = [t('gri.columns.wtw'), t('gri.columns.ttw'), t('gri.columns.wtt'), t('gri.columns.tkm'), t('gri.columns.shipments')];
  const sums = (row: TGriTotals) => [kg(row.co2e_wtw_kg), kg(row.co2e_ttw_kg), kg(row.co2e_wtt_kg), kg(row.tkm), row.shipments];
  return {
    heading: [
      [t('gri.organization'), report.organization],
      [t('gri.scope'), t(`gri.scopes.${report.scope}`)],
      [t('gri.sites'), report.sites.join(', ')],
      [t('gri.period'), `${report.period.from} – ${report.period.to}`],
      [t('gri.generated'), report.generated_at.slice(0, 16).replace('T', ' ')],
      [t('gri.primary_share'), percent(report.primary_share)],
    ],
    tables: [
      { title: t('gri.totals'), columns: ['', ...figures], rows: [[t('gri.all_shipments'), ...sums(report.totals)]] },
      {
        title: t('gri.by_mode'),
        columns: [t('table.mode'), ...figures],
        rows: report.by_mode.map((row) => [t(`modes.${row.mode}`), ...sums(row)]),
      },
      {
        title: t('gri.by_category'),
        columns: [t('table.category'), ...figures],
        rows: report.by_category.map((row) => [t(`categories.${row.category}`), ...sums(row)]),
      },
      {
        title: t('gri.by_source'),
        columns: [t('filters.source'), ...figures],
        rows: report.by_source.map((row) => [t(`sources.${row.source}`), ...sums(row)]),
      },
      {
        title: t('gri.factor_sets'),
        columns: [
          t('gri.columns.set'),
          t('gri.columns.version'),
          t('gri.columns.citation'),
          t('gri.columns.licence'),
          t('gri.columns.shipments'),
          t('gri.columns.wtw'),
        ],
        rows: report.factor_sets.map((set) => [set.name, set.version, set.citation, set.licence, set.shipments, kg(set.co2e_wtw_kg)]),
      },
      {
        title: t('gri.data_quality'),
        columns: [t('table.quality'), t('gri.columns.shipments'), t('gri.columns.wtw')],
        rows: report.data_quality.map((row) => [t(`quality.${row.quality}`), row.shipments, kg(row.co2e_wtw_kg)]),
      },
      {
        title: t('gri.exclusions'),
        columns: [t('gri.columns.reason'), t('gri.columns.shipments')],
        rows:
          report.exclusions.length > 0
            ? report.exclusions.map((row) => [t(`errors.${row.reason}`), row.shipments])
            : [[t('gri.no_exclusions'), 0]],
      },
    ],
  };
}

export async function griWorkbook(report: TGriReport, t: ReportText): Promise<Buffer> {
  const { heading, tables } = sections(report, t);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('gri.sheet'));
  sheet.columns = [{ width: 34 }, { width: 18 }, { width: 18 }, { width: 18 }, { width: 18 }, { width: 18 }];
  sheet.addRow([t('gri.title')]).font = { bold: true, size: 14 };
  for (const [label, value] of heading) sheet.addRow([label, value]);
  for (const table of tables) {
    sheet.addRow([]);
    sheet.addRow([table.title]).font = { bold: true, size: 12 };
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
  }
  const methodology = workbook.addWorksheet(t('gri.methodology_title'));
  methodology.columns = [{ width: 120 }];
  methodology.addRow([t('gri.methodology_title')]).font = { bold: true, size: 12 };
  for (const paragraph of report.methodology) methodology.addRow([paragraph]).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const cell = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? formatNumber(value, { maximumFractionDigits: 3 }) : value;

/** A table whose first column takes the room the figures leave; a row too low for the page starts a new one. */
function drawTable(doc: PDFKit.PDFDocument, table: Section) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rest = table.columns.length - 1;
  const figureWidth = rest > 0 ? Math.min(80, (width * 0.6) / rest) : 0;
  const widths = [width - figureWidth * rest, ...Array<number>(rest).fill(figureWidth)];
  const drawRow = (values: (string | number | null)[], font: string) => {
    doc.font(font).fontSize(8);
    const height = Math.max(...values.map((value, index) => doc.heightOfString(cell(value), { width: widths[index]! - 4 }))) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    values.forEach((value, index) => {
      doc.text(cell(value), x + 2, top + 2, {
        width: widths[index]! - 4,
        align: index === 0 || typeof value !== 'number' ? 'left' : 'right',
      });
      x += widths[index]!;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  doc.moveDown(0.8).font(BOLD).fontSize(11).fillColor('#000000').text(table.title, left);
  doc.moveDown(0.3);
  drawRow(table.columns, BOLD);
  for (const row of table.rows) drawRow(row, REGULAR);
}

export async function griPdf(report: TGriReport, t: ReportText): Promise<Buffer> {
  const { heading, tables } = sections(report, t);
  const doc = new PDFDocument({ size: 'A4', margin: 42, info: { Title: t('gri.title'), Author: report.organization } });
  registerDocumentFonts(doc, JSON.stringify([heading, tables, report.methodology, t('gri.title')]));
  doc.font(BOLD).fontSize(16).text(t('gri.title'));
  doc.moveDown(0.5);
  for (const [label, value] of heading) doc.font(BOLD).fontSize(9).text(`${label}: `, { continued: true }).font(REGULAR).text(value);
  for (const table of tables) drawTable(doc, table);
  doc.addPage();
  doc.font(BOLD).fontSize(12).text(t('gri.methodology_title'));
  for (const paragraph of report.methodology) doc.moveDown(0.5).font(REGULAR).fontSize(9).text(paragraph, { align: 'left' });
  return collectDocument(doc);
}
