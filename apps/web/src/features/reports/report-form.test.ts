import { ANALYTICS_REPORT_OPTIONS, DEFAULT_REPORT_OPTIONS } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, formValues, lockedOptions } from './report-form';

describe('report form presets', () => {
  it('locks the default preset when the report is the default one', () => {
    expect(JSON.parse(lockedOptions({ name: 'Overview', is_default: true })!)).toEqual(DEFAULT_REPORT_OPTIONS);
  });

  it('locks the analytics preset for a report named analytics, in any case and spacing', () => {
    expect(JSON.parse(lockedOptions({ name: ' Analytics ', is_default: false })!)).toEqual(ANALYTICS_REPORT_OPTIONS);
  });

  it('leaves a custom report’s options to the admin', () => {
    expect(lockedOptions({ name: 'Lane costs', is_default: false })).toBeNull();
  });

  it('sends the default flag as 0 or 1 with the organization', () => {
    const values = { ...formValues(null), name: 'Lane costs', workspace_id: 'ws', report_id: 'r', is_default: true };
    expect(bodyOf(values, 7)).toMatchObject({ organization_id: 7, is_default: 1, source: 'power_bi' });
  });
});
