import { ZArticleBody, ZSupplierBody, type TArticle, type TSupplier } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { articleFormValues, supplierFormValues } from './catalogue-form';

const supplier: TSupplier = {
  id: 3,
  supplier_number: 'SUP-1',
  name: 'Porto Têxteis',
  vat_number: null,
  email: 'sales@porto.example',
  phone: null,
  country: 'PT',
  active: true,
  addresses: [{ id: 9, kind: 'pickup', name: 'Warehouse', address: 'Rua 1', address2: null, zip: '4470-122', city: 'Maia', country: 'PT' }],
  managers: [{ id: 4, name: 'Ana Ribeiro', email: null, phone: '+351' }],
  open_orders: 2,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the catalogue forms', () => {
  it('give back a supplier unchanged when saved as it is', () => {
    expect(ZSupplierBody.parse(supplierFormValues(supplier))).toEqual({
      supplier_number: 'SUP-1',
      name: 'Porto Têxteis',
      vat_number: null,
      email: 'sales@porto.example',
      phone: null,
      country: 'PT',
      active: true,
      addresses: [{ kind: 'pickup', name: 'Warehouse', address: 'Rua 1', address2: null, zip: '4470-122', city: 'Maia', country: 'PT' }],
      managers: [{ name: 'Ana Ribeiro', email: null, phone: '+351' }],
    });
  });

  it('start a new article empty, its measures unknown rather than zero', () => {
    expect(ZArticleBody.safeParse(articleFormValues(null)).success).toBe(false);
    const body = ZArticleBody.parse({ ...articleFormValues(null), article_number: 'A-1', article_name: 'Vase' });
    expect(body).toMatchObject({ hs_code: null, origin_country: null, gross_weight_kg: null, length_cm: null });
    const article = { ...body, id: 1, photos: [], updated_at: '' } satisfies TArticle;
    expect(articleFormValues(article).article_number).toBe('A-1');
  });
});
