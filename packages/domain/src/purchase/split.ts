import { lineAmount } from './line-amount';

export interface SplittableLine {
  id: number;
  quantity: number;
  unitPrice: number;
  discountPercent: number;
  lineAmount: number;
  /** Already booked on shipments; that part stays on the line. */
  booked: number;
}

export interface SplitRequest {
  lineId: number;
  quantity: number;
}

export type SplitProblem =
  | { index: number; field: 'line_id'; problem: 'unknown_line' | 'duplicate_line' }
  | { index: number; field: 'quantity'; problem: 'above_open'; open: number };

export interface SplitPart {
  lineId: number;
  /** The whole line moves: nothing stays behind, so no new line is made. */
  whole: boolean;
  keptQuantity: number;
  keptAmount: number;
  movedQuantity: number;
  movedAmount: number;
}

/**
 * Splits quantities off order lines. Only the part not yet booked can move, since the shipments
 * already booked carry the line as it is; moving more would leave a line booked above what it
 * orders. The moved part is priced like any line and the kept part takes the rest of the line's
 * amount, so the two always add up to the original to the minor unit.
 */
export function planSplit(
  lines: readonly SplittableLine[],
  requests: readonly SplitRequest[],
  currency: string,
): { problems: SplitProblem[]; parts: SplitPart[] } {
  const problems: SplitProblem[] = [];
  const parts: SplitPart[] = [];
  const seen = new Set<number>();
  requests.forEach((request, index) => {
    const line = lines.find((candidate) => candidate.id === request.lineId);
    if (!line) return problems.push({ index, field: 'line_id', problem: 'unknown_line' });
    if (seen.has(line.id)) return problems.push({ index, field: 'line_id', problem: 'duplicate_line' });
    seen.add(line.id);
    const open = line.quantity - line.booked;
    if (request.quantity > open) return problems.push({ index, field: 'quantity', problem: 'above_open', open: Math.max(open, 0) });
    const whole = request.quantity === line.quantity;
    const movedAmount = whole ? line.lineAmount : lineAmount({ ...line, quantity: request.quantity }, currency);
    parts.push({
      lineId: line.id,
      whole,
      keptQuantity: line.quantity - request.quantity,
      keptAmount: line.lineAmount - movedAmount,
      movedQuantity: request.quantity,
      movedAmount,
    });
  });
  return { problems, parts: problems.length > 0 ? [] : parts };
}
