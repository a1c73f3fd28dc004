/**
 * The product library's rules: how an article fills a goods line, how saved goods lines teach
 * the library, and in which order commodity codes are offered while one is typed.
 */

/** An article of an organization's product library, as the rules need it. */
export interface LibraryArticle {
  article_number: string;
  name: string;
  commodity_code: string | null;
  origin_country: string | null;
  /** Net mass of one unit, in kg. */
  unit_net_mass: number | null;
}

/** What a goods line says about the article it names. */
export interface LearnableLine {
  article_number: string | null;
  description: string | null;
  commodity_code: string | null;
  origin_country: string | null;
  net_mass: number | null;
  quantity: number | null;
}

/** Masses are kept to the gram, as the declaration's columns hold them. */
const toGrams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * The fields an article fills on a goods line. The net mass is the unit mass times the quantity;
 * without either the line's own net mass stays.
 */
export function fillLineFromArticle(
  article: LibraryArticle,
  quantity: number | null,
): { article_number: string; description: string; commodity_code: string | null; origin_country: string | null; net_mass?: number } {
  const filled = {
    article_number: article.article_number,
    description: article.name,
    commodity_code: article.commodity_code,
    origin_country: article.origin_country,
  };
  if (article.unit_net_mass === null || quantity === null || !(quantity > 0)) return filled;
  return { ...filled, net_mass: toGrams(article.unit_net_mass * quantity) };
}

const blank = (value: string | null | undefined): value is null | undefined => value === null || value === undefined || value.trim() === '';

/** The article number a line names, compared as the library keeps it (trimmed, any case). */
export const articleKey = (articleNumber: string) => articleNumber.trim().toUpperCase();

/**
 * What saving goods lines teaches the library: articles it does not know yet, and known ones
 * whose values the lines change. A blank on a line never clears what the library holds; a later
 * line of the same article counts over an earlier one. The unit mass is learnt only from a line
 * that gives both its net mass and a quantity.
 */
export function learnArticles(
  known: readonly LibraryArticle[],
  lines: readonly LearnableLine[],
): { added: LibraryArticle[]; changed: LibraryArticle[] } {
  const byKey = new Map(known.map((article) => [articleKey(article.article_number), article]));
  const learnt = new Map<string, LibraryArticle>();
  for (const line of lines) {
    if (blank(line.article_number)) continue;
    const key = articleKey(line.article_number);
    const before = learnt.get(key) ?? byKey.get(key);
    if (!before && blank(line.description)) continue;
    const unitMass = line.net_mass !== null && line.quantity !== null && line.quantity > 0 ? toGrams(line.net_mass / line.quantity) : null;
    learnt.set(key, {
      article_number: before?.article_number ?? line.article_number.trim(),
      name: blank(line.description) ? before!.name : line.description.trim(),
      commodity_code: blank(line.commodity_code) ? (before?.commodity_code ?? null) : line.commodity_code,
      origin_country: blank(line.origin_country) ? (before?.origin_country ?? null) : line.origin_country,
      unit_net_mass: unitMass ?? before?.unit_net_mass ?? null,
    });
  }
  const added: LibraryArticle[] = [];
  const changed: LibraryArticle[] = [];
  for (const [key, article] of learnt) {
    const before = byKey.get(key);
    if (!before) added.push(article);
    else if (
      before.name !== article.name ||
      before.commodity_code !== article.commodity_code ||
      before.origin_country !== article.origin_country ||
      before.unit_net_mass !== article.unit_net_mass
    )
      changed.push(article);
  }
  return { added, changed };
}

/** One [code, English description] entry of the HS nomenclature: a chapter, heading or subheading. */
export type NomenclatureEntry = readonly [code: string, description: string];

/** The nomenclature entry that describes a code: itself, or for a CN8 or TARIC10 code its HS subheading or heading. */
export function describeCommodityCode(byCode: ReadonlyMap<string, string>, code: string): string | null {
  for (const length of [code.length, 6, 4]) {
    if (length > code.length) continue;
    const description = byCode.get(code.slice(0, length));
    if (description !== undefined) return description;
  }
  return null;
}

/**
 * Headings and subheadings matching what is typed: a code starting with its digits, or a
 * description holding each of its words. Chapters are left out: a chapter is no code to declare.
 */
export function searchNomenclature(entries: readonly NomenclatureEntry[], typed: string, limit: number): NomenclatureEntry[] {
  const digits = typed.replace(/[.\s]/g, '');
  const found: NomenclatureEntry[] = [];
  if (/^\d+$/.test(digits)) {
    const prefix = digits.slice(0, 6);
    for (const entry of entries) {
      if (entry[0].length >= 4 && entry[0].startsWith(prefix)) found.push(entry);
      if (found.length >= limit) break;
    }
    return found;
  }
  const words = typed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  if (words.length === 0) return found;
  for (const entry of entries) {
    const description = entry[1].toLowerCase();
    if (entry[0].length >= 4 && words.every((word) => description.includes(word))) found.push(entry);
    if (found.length >= limit) break;
  }
  return found;
}

export interface CodeCandidate {
  code: string;
  description: string | null;
  reason: 'used' | 'library' | 'nomenclature';
  /** Goods lines of the organization with this code, for a used code. */
  lines: number | null;
  /** The library article carrying the code, for a library code. */
  article: string | null;
}

/**
 * The order codes are offered in: those the organization declared most, then its library's, then
 * the nomenclature's matches. A code shows once, under its first reason.
 */
export function rankCodeSuggestions(
  used: readonly { code: string; lines: number; description: string | null }[],
  library: readonly { code: string; article: string; description: string | null }[],
  nomenclature: readonly NomenclatureEntry[],
  limit: number,
): CodeCandidate[] {
  const ranked: CodeCandidate[] = [];
  const seen = new Set<string>();
  const offer = (candidate: CodeCandidate) => {
    if (seen.has(candidate.code) || ranked.length >= limit) return;
    seen.add(candidate.code);
    ranked.push(candidate);
  };
  [...used]
    .sort((a, b) => b.lines - a.lines || a.code.localeCompare(b.code))
    .forEach((entry) => offer({ code: entry.code, description: entry.description, reason: 'used', lines: entry.lines, article: null }));
  library.forEach((entry) =>
    offer({ code: entry.code, description: entry.description, reason: 'library', lines: null, article: entry.article }),
  );
  nomenclature.forEach(([code, description]) => offer({ code, description, reason: 'nomenclature', lines: null, article: null }));
  return ranked;
}
