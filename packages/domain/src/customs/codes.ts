/**
 * The structure of the identifiers a customs declaration carries. These check form only: whether a
 * code exists in this year's nomenclature or an EORI is registered needs the EU's own data.
 */

/** A commodity code as typed (dots and spaces as printed on tariffs dropped), or null if it is no HS6, CN8 or TARIC10. */
export function normalizeCommodityCode(value: string): string | null {
  const code = value.replace(/[.\s]/g, '');
  if (!/^(\d{6}|\d{8}|\d{10})$/.test(code)) return null;
  const chapter = Number(code.slice(0, 2));
  // The Harmonized System has chapters 01 to 97, and chapter 77 is reserved.
  if (chapter < 1 || chapter > 97 || chapter === 77) return null;
  return code;
}

export type CommodityCodeLevel = 'HS6' | 'CN8' | 'TARIC10';

export function commodityCodeLevel(code: string): CommodityCodeLevel | null {
  const normalized = normalizeCommodityCode(code);
  if (!normalized) return null;
  return normalized.length === 6 ? 'HS6' : normalized.length === 8 ? 'CN8' : 'TARIC10';
}

/** EORI: the issuing country's two letters and up to 15 letters or digits (Reg. 2015/2447 Annex 12-01). */
export function isEori(value: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(value);
}

/** LRN, the declarant's own reference: up to 22 characters (an..22). */
export function isLrn(value: string): boolean {
  return /^[A-Za-z0-9\-/._]{1,22}$/.test(value);
}

/** Values of the characters of ISO 6346, skipping the multiples of 11. */
function characterValue(character: string): number {
  if (/\d/.test(character)) return Number(character);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let value = 10;
  for (const letter of letters) {
    if (value % 11 === 0) value += 1;
    if (letter === character) return value;
    value += 1;
  }
  return -1;
}

/**
 * The check character of an MRN's first 17 characters, computed as ISO 6346 computes a container
 * number's: each character's value times 2 to the power of its position, summed, modulo 11, and 10
 * written as 0.
 */
export function mrnCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < first17.length; index += 1) sum += characterValue(first17[index]!) * 2 ** index;
  return String((sum % 11) % 10);
}

/**
 * MRN (an18): two digits of the year, the country's two letters, twelve letters or digits, the
 * procedure category letter and the check character (UCC Annex B, data element 12 01 format).
 */
export function isMrn(value: string): boolean {
  if (!/^\d{2}[A-Z]{2}[A-Z0-9]{12}[A-Z]\d$/.test(value)) return false;
  return mrnCheckCharacter(value.slice(0, 17)) === value[17];
}

/** Net mass is part of gross mass: never above it. */
export function netWithinGross(net: number | null, gross: number | null): boolean {
  return net === null || gross === null || net <= gross;
}
