import { describe, expect, it } from 'vitest';
import { lineAmount, orderTotal } from './line-amount';
import { allowedStatusChanges, lineLedger, orderStatus, setStatusOf, statusChangeProblem, sumLedgers } from './ledger';
import { planSplit } from './split';
import { diffOrders } from './versions';

describe('line amount', () => {
  it('takes the discount off quantity times price, rounded once to the minor unit', () => {
    expect(lineAmount({ quantity: 3, unitPrice: 19.99, discountPercent: 12.5 }, 'EUR')).toBe(5247);
    expect(lineAmount({ quantity: 10, unitPrice: 0.1, discountPercent: 0 }, 'USD')).toBe(100);
    expect(lineAmount({ quantity: 7, unitPrice: 1.0005, discountPercent: 33.33 }, 'SEK')).toBe(467);
  });

  it('keeps currencies without minor units whole', () => {
    expect(lineAmount({ quantity: 3, unitPrice: 333.5, discountPercent: 0 }, 'JPY')).toBe(1001);
  });

  it('rounds a half away from zero, where binary floats would land below it', () => {
    // 1.005 × 1 is 1.00499999… as a float.
    expect(lineAmount({ quantity: 1, unitPrice: 1.005, discountPercent: 0 }, 'EUR')).toBe(101);
    expect(orderTotal([5247, 100, 1])).toBe(5348);
  });
});

describe('ledger', () => {
  it('counts live shipments as booked, picked up as shipped and delivered as received', () => {
    const ledger = lineLedger(100, [
      { quantity: 30, status: 'BOOKED' },
      { quantity: 20, status: 'IN_TRANSIT' },
      { quantity: 10, status: 'DELIVERED' },
      { quantity: 40, status: 'CANCELLED' },
    ]);
    expect(ledger).toEqual({ ordered: 100, booked: 60, shipped: 30, received: 10, open: 40 });
  });

  it('never shows more than was ordered', () => {
    expect(
      lineLedger(10, [
        { quantity: 8, status: 'DELIVERED' },
        { quantity: 8, status: 'DELIVERED' },
      ]),
    ).toEqual({
      ordered: 10,
      booked: 10,
      shipped: 10,
      received: 10,
      open: 0,
    });
  });

  it('derives the order status from its shipments once confirmed', () => {
    const partly = sumLedgers([lineLedger(10, [{ quantity: 10, status: 'IN_TRANSIT' }]), lineLedger(5, [])]);
    expect(orderStatus('confirmed', partly)).toBe('partly_shipped');
    expect(orderStatus('confirmed', lineLedger(5, [{ quantity: 5, status: 'PICKED_UP' }]))).toBe('shipped');
    expect(orderStatus('confirmed', lineLedger(5, [{ quantity: 5, status: 'DELIVERED' }]))).toBe('received');
    expect(orderStatus('confirmed', lineLedger(5, [{ quantity: 5, status: 'BOOKED' }]))).toBe('confirmed');
    expect(orderStatus('sent', lineLedger(5, [{ quantity: 5, status: 'DELIVERED' }]))).toBe('sent');
    expect(orderStatus('closed', lineLedger(5, []))).toBe('closed');
  });

  it('allows the buyer only the next steps, and no cancelling of booked goods', () => {
    const none = lineLedger(5, []);
    expect(statusChangeProblem('draft', 'sent', none)).toBeNull();
    expect(statusChangeProblem('draft', 'confirmed', none)).toBe('not_allowed');
    expect(statusChangeProblem('cancelled', 'draft', none)).toBe('not_allowed');
    expect(statusChangeProblem('confirmed', 'cancelled', lineLedger(5, [{ quantity: 1, status: 'BOOKED' }]))).toBe('already_shipped');
    expect(statusChangeProblem('closed', 'confirmed', none)).toBeNull();
  });

  it('offers cancelling only while nothing is booked', () => {
    expect(allowedStatusChanges('draft', lineLedger(5, []))).toEqual(['sent', 'cancelled']);
    expect(allowedStatusChanges('confirmed', lineLedger(5, []))).toEqual(['closed', 'cancelled']);
    expect(allowedStatusChanges('confirmed', lineLedger(5, [{ quantity: 1, status: 'BOOKED' }]))).toEqual(['closed']);
    expect(allowedStatusChanges('sent', lineLedger(5, [{ quantity: 1, status: 'CANCELLED' }]))).toEqual([
      'confirmed',
      'draft',
      'cancelled',
    ]);
    expect(allowedStatusChanges('cancelled', lineLedger(5, []))).toEqual([]);
  });

  it('reads the status the buyer set back from the status shown', () => {
    expect(setStatusOf('partly_shipped')).toBe('confirmed');
    expect(setStatusOf('received')).toBe('confirmed');
    expect(setStatusOf('closed')).toBe('closed');
  });
});

describe('split', () => {
  const line = { id: 1, quantity: 3, unitPrice: 19.99, discountPercent: 12.5, lineAmount: 5247, booked: 0 };

  it('moves part of a line and keeps the two amounts adding up to the original', () => {
    const { problems, parts } = planSplit([line], [{ lineId: 1, quantity: 1 }], 'EUR');
    expect(problems).toEqual([]);
    expect(parts).toEqual([{ lineId: 1, whole: false, keptQuantity: 2, keptAmount: 3498, movedQuantity: 1, movedAmount: 1749 }]);
    expect(parts[0]!.keptAmount + parts[0]!.movedAmount).toBe(5247);
  });

  it('moves a whole unbooked line as it is', () => {
    expect(planSplit([line], [{ lineId: 1, quantity: 3 }], 'EUR').parts[0]).toMatchObject({
      whole: true,
      movedAmount: 5247,
      keptAmount: 0,
    });
  });

  it('refuses to move what is already booked, unknown lines and a line twice', () => {
    const booked = { ...line, id: 2, quantity: 10, booked: 7 };
    const { problems, parts } = planSplit(
      [line, booked],
      [
        { lineId: 2, quantity: 4 },
        { lineId: 9, quantity: 1 },
        { lineId: 1, quantity: 1 },
        { lineId: 1, quantity: 1 },
      ],
      'EUR',
    );
    expect(parts).toEqual([]);
    expect(problems).toEqual([
      { index: 0, field: 'quantity', problem: 'above_open', open: 3 },
      { index: 1, field: 'line_id', problem: 'unknown_line' },
      { index: 3, field: 'line_id', problem: 'duplicate_line' },
    ]);
  });
});

describe('version diff', () => {
  it('lists changed header fields and added, removed and changed lines', () => {
    const before = {
      header: { cargo_ready_confirmed: '2026-12-01', incoterm: 'FOB' },
      lines: [
        { id: 1, line_number: 1, article_number: 'A-1', fields: { quantity: '10', unit_price: '2.5' } },
        { id: 2, line_number: 2, article_number: 'A-2', fields: { quantity: '4', unit_price: '1' } },
      ],
    };
    const after = {
      header: { cargo_ready_confirmed: '2026-12-08', incoterm: 'FOB' },
      lines: [
        { id: 1, line_number: 1, article_number: 'A-1', fields: { quantity: '12', unit_price: '2.5' } },
        { id: 3, line_number: 3, article_number: 'A-3', fields: { quantity: '6', unit_price: '3' } },
      ],
    };
    expect(diffOrders(before, after)).toEqual([
      {
        kind: 'header',
        field: 'cargo_ready_confirmed',
        line_number: null,
        article_number: null,
        before: '2026-12-01',
        after: '2026-12-08',
      },
      { kind: 'line_changed', field: 'quantity', line_number: 1, article_number: 'A-1', before: '10', after: '12' },
      { kind: 'line_removed', field: null, line_number: 2, article_number: 'A-2', before: '4', after: null },
      { kind: 'line_added', field: null, line_number: 3, article_number: 'A-3', before: null, after: '6' },
    ]);
  });
});
