import { QUOTE_PACKAGE_TYPES } from '@freight/contracts';
import { roundUpToStep } from './decimal';

/**
 * Goods as the shipper enters them (SPEC §3 Goods item) and the space they take in a trailer.
 * Loading metres are the length of trailer floor used, on a 2.4 m wide floor.
 */

/** The package types of the contracts' goods item, where the web's form reads them too. */
export const PACKAGE_TYPES = QUOTE_PACKAGE_TYPES;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Footprint in cm of the standard pallets, used when the shipper gives no length or width. */
export const PALLET_FOOTPRINTS: Readonly<Partial<Record<PackageType, { lengthCm: number; widthCm: number }>>> = {
  eur_pallet: { lengthCm: 120, widthCm: 80 },
  fin_pallet: { lengthCm: 120, widthCm: 100 },
  half_pallet: { lengthCm: 80, widthCm: 60 },
  quarter_pallet: { lengthCm: 60, widthCm: 40 },
};

/** Inner width of a trailer in cm; one loading metre is 1 m of it. */
const TRAILER_WIDTH_CM = 240;
/** Floor area of one EUR pallet in cm², the unit of a pallet place. */
const PALLET_PLACE_CM2 = 120 * 80;

/**
 * One line of goods: `quantity` identical packages. Weight and dimensions are per package, like
 * the label on each package, so a line of 3 pallets of 200 kg weighs 600 kg.
 */
export interface GoodsLine {
  quantity: number;
  packageType: PackageType;
  /** Weight of one package in kg. */
  weightKg: number;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  stackable: boolean;
  dangerousGoods?: boolean;
  /** UN number of dangerous goods; giving one marks the line as dangerous goods. */
  unNumber?: string | null;
  /**
   * Figures the shipper states for the whole line (SPEC goods item volume, load_meters,
   * pallet_spaces). They can add space the dimensions do not show (goods that need a row of
   * their own) but never remove space the dimensions prove, so the larger figure counts.
   */
  volumeM3?: number | null;
  loadingMetres?: number | null;
  palletPlaces?: number | null;
}

/** How high goods may be stacked in the service's vehicles. */
export interface Stacking {
  /** Packages per stack for stackable goods; pallets go two high in a curtain-sider. */
  maxTiers: number;
  /** Usable inner height in cm; a stack must fit under it. */
  loadHeightCm: number;
}

export const DEFAULT_STACKING: Stacking = { maxTiers: 2, loadHeightCm: 260 };

/** Sums of float measures lose their tails (0.8000000000000002 → 0.8). */
const tidy = (value: number) => Number(value.toPrecision(12));

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

export function isDangerousGoods(line: GoodsLine): boolean {
  return line.dangerousGoods === true || Boolean(line.unNumber?.trim());
}

export function packageCount(lines: readonly GoodsLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Total actual weight in kg. */
export function actualWeightKg(lines: readonly GoodsLine[]): number {
  return tidy(lines.reduce((sum, line) => sum + line.quantity * line.weightKg, 0));
}

/** Length and width of one package in cm, the standard pallet footprint filling in a blank. */
export function footprintCm(line: GoodsLine): { lengthCm: number; widthCm: number } | null {
  const standard = PALLET_FOOTPRINTS[line.packageType];
  const lengthCm = positive(line.lengthCm) ? line.lengthCm : standard?.lengthCm;
  const widthCm = positive(line.widthCm) ? line.widthCm : standard?.widthCm;
  return lengthCm && widthCm ? { lengthCm, widthCm } : null;
}

/**
 * How many floor positions a line occupies. A non-stackable package occupies its floor position
 * up to the roof, so each counts in full; stackable packages share a position up to the tier
 * limit and the load height (an unknown height is taken to fit). Stackable parcels are packed among other freight and take no floor
 * position of their own: they are charged by volume, not floor space.
 */
function floorPositions(line: GoodsLine, stacking: Stacking): number {
  if (!line.stackable) return line.quantity;
  if (line.packageType === 'parcel') return 0;
  const fitUnderRoof = positive(line.heightCm) ? Math.floor(stacking.loadHeightCm / line.heightCm) : stacking.maxTiers;
  const tiers = Math.max(1, Math.min(stacking.maxTiers, fitUnderRoof));
  return Math.ceil(line.quantity / tiers);
}

function lineLoadingMetres(line: GoodsLine, stacking: Stacking): number {
  const footprint = footprintCm(line);
  if (!footprint) return line.loadingMetres ?? 0;
  const measured = (floorPositions(line, stacking) * footprint.lengthCm * footprint.widthCm) / (TRAILER_WIDTH_CM * 100);
  return Math.max(measured, line.loadingMetres ?? 0);
}

/** Loading metres of the goods: floor length × width / 2.4 m per floor position. */
export function loadingMetres(lines: readonly GoodsLine[], stacking: Stacking = DEFAULT_STACKING): number {
  return tidy(lines.reduce((sum, line) => sum + lineLoadingMetres(line, stacking), 0));
}

/**
 * Pallet places: each floor position in EUR-pallet footprints, rounded up to a quarter place
 * (a half pallet is 0.5, a FIN pallet 1.25, a 100 × 100 crate 1.25).
 */
export function palletPlaces(lines: readonly GoodsLine[], stacking: Stacking = DEFAULT_STACKING): number {
  const places = lines.reduce((sum, line) => {
    const footprint = footprintCm(line);
    const perPosition = footprint ? roundUpToStep((footprint.lengthCm * footprint.widthCm) / PALLET_PLACE_CM2, 0.25) : 0;
    return sum + Math.max(floorPositions(line, stacking) * perPosition, line.palletPlaces ?? 0);
  }, 0);
  return tidy(places);
}

/** Volume in m³ from the dimensions, or the stated volume when it is larger. */
export function volumeM3(lines: readonly GoodsLine[]): number {
  const volume = lines.reduce((sum, line) => {
    const footprint = footprintCm(line);
    const heightCm = positive(line.heightCm) ? line.heightCm : 0;
    const measured = footprint ? (line.quantity * footprint.lengthCm * footprint.widthCm * heightCm) / 1_000_000 : 0;
    return sum + Math.max(measured, line.volumeM3 ?? 0);
  }, 0);
  return tidy(volume);
}
