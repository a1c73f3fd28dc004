import { describe, expect, it } from 'vitest';
import { templateTypeBody, templateTypeFormValues, ZTemplateTypeForm } from './template-type-form';

describe('the template type form', () => {
  it('starts blank for a new type and from the type when changing one', () => {
    expect(templateTypeFormValues(null)).toEqual({ name: '', description: '' });
    const type = { id: 1, name: 'Weekly pallets to Oslo', description: null, template_count: 2, created_at: '', updated_at: '' };
    expect(templateTypeFormValues(type)).toEqual({ name: 'Weekly pallets to Oslo', description: '' });
  });

  it('sends a blank description as none and trims the name', () => {
    expect(templateTypeBody({ name: '  Export with customs ', description: '   ' })).toEqual({
      name: 'Export with customs',
      description: null,
    });
  });

  it('needs a name and keeps both fields within their limits', () => {
    const result = ZTemplateTypeForm.safeParse({ name: '  ', description: 'x'.repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'validation.required'],
      ['description', 'validation.too_long'],
    ]);
  });
});
