import { describeCommodityCode, type NomenclatureEntry } from '@freight/domain';
import entries from './hs-nomenclature.json';

/*
 * The Harmonized System 2022 (chapters, headings and subheadings, in English) from UN Comtrade,
 * public domain under ODC-PDDL 1.0; rebuilt by scripts/customs/build-nomenclature.mjs. It says
 * what a code is and finds codes by words; CN and TARIC subdivisions are described by their HS6.
 */
export const HS_NOMENCLATURE = entries as unknown as readonly NomenclatureEntry[];

const byCode = new Map(HS_NOMENCLATURE);

export const describeCode = (code: string | null) => (code === null ? null : describeCommodityCode(byCode, code));
