import { existsSync } from 'node:fs';

/**
 * Fonts of the PDFs the server draws (freight documents, reports). PDF's built-in Helvetica only
 * draws Western European letters, so a document with Chinese, Polish or Greek text (an address, a
 * report in Chinese) is printed with a Unicode font from the system (Debian: fonts-wqy-microhei,
 * fonts-noto-cjk) when one is installed.
 */
export const REGULAR = 'Body';
export const BOLD = 'Body-Bold';

const UNICODE_FONTS = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', family: undefined },
] as const;

/** Letters outside Latin-1 that Helvetica's WinAnsi encoding still has: dashes, quotes, bullet, euro. */
const BEYOND_HELVETICA = /[^\t\n\r\u0020-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u20ac\u2122]/;

let unicodeFont: (typeof UNICODE_FONTS)[number] | null | undefined;
function installedUnicodeFont() {
  if (unicodeFont === undefined) unicodeFont = UNICODE_FONTS.find((font) => existsSync(font.path)) ?? null;
  return unicodeFont;
}

export function needsUnicodeFont(text: string): boolean {
  return BEYOND_HELVETICA.test(text);
}

/** Registers REGULAR and BOLD on the document: Helvetica, or the Unicode font when the text needs one. */
export function registerDocumentFonts(doc: PDFKit.PDFDocument, text: string): void {
  const unicode = needsUnicodeFont(text) ? installedUnicodeFont() : null;
  if (unicode) {
    // The collection has no bold cut; headings stay bold by their size.
    doc.registerFont(REGULAR, unicode.path, unicode.family);
    doc.registerFont(BOLD, unicode.path, unicode.family);
    return;
  }
  doc.registerFont(REGULAR, 'Helvetica');
  doc.registerFont(BOLD, 'Helvetica-Bold');
}
