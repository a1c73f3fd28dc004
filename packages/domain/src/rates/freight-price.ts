import { roundedProduct } from './decimal';
import { actualWeightKg, isDangerousGoods, packageCount, type GoodsLine } from './goods';
import { addMoney, money, percentOf, type Money } from './money';
import { laneMaxKg, type Lane, type PriceList, type Surcharge, type SurchargeType, type WeightBreak } from './price-list';

/** What is being sent, as far as surcharges care. */
export interface PricedConsignment {
  lines: readonly GoodsLine[];
  /** Additional services asked for, by the codes the price lists use ('tail_lift', 'pre_notification'). */
  additionalServices?: readonly string[];
}

export interface SurchargeLine {
  type: SurchargeType;
  label: string;
  amount: Money;
}

/**
 * A price in the list's currency, step by step, so a shipper can follow it to the total.
 * The fuel surcharge is charged on the freight after the minimum plus the surcharges subject to
 * fuel: Nordic carriers apply their fuel index to the whole transport price, and marking
 * surcharges such as road tax as not subject to fuel covers the carriers that do not.
 */
export interface PriceBreakdown {
  currency: string;
  chargeableKg: number;
  /** The tariff step used and the weight billed in it, heavier than the goods when that is cheaper. */
  weightBreak: WeightBreak;
  billedKg: number;
  freight: Money;
  minimumCharge: Money | null;
  minimumApplied: boolean;
  /** Freight raised to the minimum charge. */
  base: Money;
  surcharges: SurchargeLine[];
  fuelSurchargePercent: number;
  fuelSurcharge: Money;
  total: Money;
}

export class WeightOutsideTariffError extends RangeError {
  constructor(
    readonly chargeableKg: number,
    readonly maxKg: number,
  ) {
    super(`The tariff prices up to ${maxKg} kg, not ${chargeableKg} kg`);
    this.name = 'WeightOutsideTariffError';
  }
}

const stepPrice = (step: WeightBreak, kg: number): number =>
  roundedProduct([step.pricePerKg ?? 0, kg]) + roundedProduct([step.pricePerConsignment ?? 0]);

const sortedSteps = new WeakMap<readonly WeightBreak[], readonly WeightBreak[]>();

/** A lane's steps lightest first, sorted once per tariff: a price list is read for many quotes. */
function stepsOf(weightBreaks: readonly WeightBreak[]): readonly WeightBreak[] {
  let steps = sortedSteps.get(weightBreaks);
  if (!steps) {
    steps = [...weightBreaks].sort((a, b) => a.upToKg - b.upToKg);
    sortedSteps.set(weightBreaks, steps);
  }
  return steps;
}

/**
 * The tariff price for the weight. Like carriers' own systems, a heavier step billed at its
 * lowest weight is used when that comes out cheaper (95 kg billed as 100 kg at the 100 kg step's
 * lower rate), so adding weight never lowers the price.
 */
function tariffPrice(lane: Lane, kg: number): { step: WeightBreak; billedKg: number; amount: number } {
  const steps = stepsOf(lane.weightBreaks);
  const index = steps.findIndex((step) => kg <= step.upToKg);
  const first = steps[index];
  if (!first) throw new WeightOutsideTariffError(kg, laneMaxKg(lane));
  let best = { step: first, billedKg: kg, amount: stepPrice(first, kg) };
  for (let next = index + 1; next < steps.length; next += 1) {
    const step = steps[next] as WeightBreak;
    const billedKg = (steps[next - 1] as WeightBreak).upToKg;
    const amount = stepPrice(step, billedKg);
    if (amount < best.amount) best = { step, billedKg, amount };
  }
  return best;
}

function applies(surcharge: Surcharge, lane: Lane, consignment: PricedConsignment): boolean {
  const when = surcharge.when;
  if (!when) return true;
  switch (when.kind) {
    case 'dangerous_goods':
      return consignment.lines.some(isDangerousGoods);
    case 'non_stackable':
      return consignment.lines.some((line) => !line.stackable);
    case 'service':
      return consignment.additionalServices?.includes(when.service) ?? false;
    case 'zone': {
      const zones: string[] = [];
      if (when.side !== 'destination') zones.push(lane.originZone);
      if (when.side !== 'origin') zones.push(lane.destinationZone);
      return zones.some((zone) => when.zones.includes(zone));
    }
  }
}

/**
 * The lines a goods-bound surcharge is about: a dangerous-goods charge per package counts the
 * dangerous packages, not the whole consignment.
 */
function concernedLines(surcharge: Surcharge, lines: readonly GoodsLine[]): readonly GoodsLine[] | null {
  if (surcharge.when?.kind === 'dangerous_goods') return lines.filter(isDangerousGoods);
  if (surcharge.when?.kind === 'non_stackable') return lines.filter((line) => !line.stackable);
  return null;
}

function surchargeAmount(surcharge: Surcharge, chargeableKg: number, lines: readonly GoodsLine[]): number {
  const concerned = concernedLines(surcharge, lines);
  switch (surcharge.per) {
    case 'consignment':
      return roundedProduct([surcharge.amount]);
    case 'package':
      return roundedProduct([surcharge.amount, packageCount(concerned ?? lines)]);
    case 'kg':
      return roundedProduct([surcharge.amount, concerned ? actualWeightKg(concerned) : chargeableKg]);
  }
}

/**
 * The price of a consignment on a lane of the list: the tariff step for the chargeable weight,
 * raised to the minimum charge, plus the surcharges that apply, plus fuel. Per-kg surcharges
 * use the chargeable weight, or for dangerous or non-stackable goods the weight of those goods.
 * Throws WeightOutsideTariffError when the lane does not price that weight.
 */
export function priceFreight(priceList: PriceList, lane: Lane, chargeableKg: number, consignment: PricedConsignment): PriceBreakdown {
  const currency = priceList.currency.toUpperCase();
  const tariff = tariffPrice(lane, chargeableKg);
  const freight = money(tariff.amount, currency);
  const minimumAmount = lane.minimumCharge ?? priceList.minimumCharge ?? null;
  const minimumCharge = minimumAmount === null ? null : money(roundedProduct([minimumAmount]), currency);
  const minimumApplied = minimumCharge !== null && minimumCharge.amount > freight.amount;
  const base = minimumApplied && minimumCharge ? minimumCharge : freight;

  const applicable = priceList.surcharges.filter((surcharge) => applies(surcharge, lane, consignment));
  const surcharges = applicable.map((surcharge) => ({
    type: surcharge.type,
    label: surcharge.label ?? surcharge.type,
    amount: money(surchargeAmount(surcharge, chargeableKg, consignment.lines), currency),
  }));
  const subjectToFuel = addMoney(
    base,
    ...surcharges.filter((_, index) => applicable[index]?.subjectToFuel !== false).map((line) => line.amount),
  );
  const fuelSurcharge = percentOf(subjectToFuel, priceList.fuelSurchargePercent);

  return {
    currency,
    chargeableKg,
    weightBreak: tariff.step,
    billedKg: tariff.billedKg,
    freight,
    minimumCharge,
    minimumApplied,
    base,
    surcharges,
    fuelSurchargePercent: priceList.fuelSurchargePercent,
    fuelSurcharge,
    total: addMoney(base, ...surcharges.map((line) => line.amount), fuelSurcharge),
  };
}
