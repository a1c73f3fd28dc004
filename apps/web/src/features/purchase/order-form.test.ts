import { describe, expect, it } from 'vitest';
import { lineAmountOf, newOrderForm, newOrderLine, toOrderBody } from './order-form';

describe('the purchase order form', () => {
  it('shows each line amount as the server stores it, once quantity and price are typed', () => {
    expect(lineAmountOf({ quantity: 10, unit_price: 19.99, discount_percent: 12.5 }, 'EUR')).toBe(17491);
    expect(lineAmountOf({ quantity: 3, unit_price: 1.005, discount_percent: '' }, 'EUR')).toBe(302);
    expect(lineAmountOf({ quantity: '', unit_price: 5, discount_percent: 0 }, 'EUR')).toBeNull();
  });

  it('sends what is missing as missing, so the contract names it under its field, and keeps the ids of kept lines', () => {
    const values = newOrderForm(2);
    values.lines = [{ ...newOrderLine(), id: 70, article_id: '5', quantity: 4, unit_price: 2 }, newOrderLine(2)];
    const body = toOrderBody(values);
    expect(body).toMatchObject({ site_id: 2, supplier_id: undefined, reseller_id: null, buyer_user_id: null, incoterm: null });
    expect(body.lines[0]).toMatchObject({ id: 70, article_id: 5, quantity: 4, unit_price: 2, discount_percent: 0, delivery: 1 });
    expect(body.lines[1]).toMatchObject({ article_id: undefined, quantity: undefined, delivery: 2 });
    expect(body.lines[1]).not.toHaveProperty('id');
  });

  it('names the chosen buyer, and none when left to the one who creates the order', () => {
    expect(toOrderBody({ ...newOrderForm(2), buyer_user_id: '17' }).buyer_user_id).toBe(17);
    expect(toOrderBody(newOrderForm(2)).buyer_user_id).toBeNull();
  });
});
