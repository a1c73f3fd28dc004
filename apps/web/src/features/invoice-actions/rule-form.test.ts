import { describe, expect, it } from 'vitest';
import type { TInvoiceRule } from '@freight/contracts';
import { ruleBody, ruleFormValues, ZInvoiceRuleForm } from './rule-form';

const rule: TInvoiceRule = {
  id: 3,
  organization_id: 1,
  position: 2,
  name: 'Hold more than 5 %',
  carrier_id: 7,
  carrier_name: 'DHL Freight',
  surcharge_type: null,
  deviation_percent_above: 5,
  deviation_amount_above: null,
  action: 'hold',
  notify_site_users: true,
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('the invoice rule form', () => {
  it('starts a new rule as "hold, any carrier, any surcharge" and a saved one from its values', () => {
    expect(ruleFormValues(null)).toEqual({
      name: '',
      carrier_id: '',
      surcharge_type: '',
      deviation_percent_above: '',
      deviation_amount_above: '',
      action: 'hold',
      notify_site_users: false,
    });
    expect(ruleFormValues(rule)).toMatchObject({ carrier_id: '7', deviation_percent_above: '5', deviation_amount_above: '' });
  });

  it('sends blanks as "any" and "no threshold", and reads a decimal comma', () => {
    const form = { ...ruleFormValues(null), name: ' Dispute big ones ', deviation_percent_above: '12,5', action: 'dispute' as const };
    expect(ruleBody(form)).toEqual({
      name: 'Dispute big ones',
      carrier_id: null,
      surcharge_type: null,
      deviation_percent_above: 12.5,
      deviation_amount_above: null,
      action: 'dispute',
      notify_site_users: false,
    });
    expect(ruleBody({ ...ruleFormValues(rule), surcharge_type: 'outer_area' })).toMatchObject({
      carrier_id: 7,
      surcharge_type: 'outer_area',
    });
  });

  it('names a missing name and a threshold that is not a number of at most two decimals or is too big', () => {
    const result = ZInvoiceRuleForm.safeParse({
      ...ruleFormValues(null),
      name: ' ',
      deviation_percent_above: '5.125',
      deviation_amount_above: '1e9',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'validation.required'],
      ['deviation_percent_above', 'validation.two_decimals'],
      ['deviation_amount_above', 'validation.two_decimals'],
    ]);
    const tooBig = ZInvoiceRuleForm.safeParse({ ...ruleFormValues(null), name: 'x', deviation_percent_above: '1000.01' });
    expect(tooBig.error?.issues.map((issue) => issue.message)).toEqual(['validation.threshold_too_big']);
  });
});
