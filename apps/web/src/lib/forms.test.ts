import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import chineseCommon from '@freight/locales/zh-CN/common.json';
import '../components/test-utils';
import { ApiError } from './api-error';
import { applyServerErrors, friendlyFieldMessage, friendlyFieldName, humanizeFieldName, useFieldNamer, type FieldNamer } from './forms';

const names: Record<string, string> = { weight: 'Peso', goods: 'mercancía', email: 'Correo electrónico' };
const spanish: FieldNamer = {
  name: (part) => names[part] ?? humanizeFieldName(part),
  inGroup: (field, group, position) => `${field} (${names[group] ?? group} ${position})`,
};

describe('friendlyFieldName', () => {
  it('names a field of a numbered group entry, counting from one', () => {
    expect(friendlyFieldName('goods.0.weight')).toBe('Weight (goods 1)');
    expect(friendlyFieldName('goods.11.load_meters')).toBe('Load meters (goods 12)');
    expect(friendlyFieldName('goods.0.weight', spanish)).toBe('Peso (mercancía 1)');
  });

  it('names a plain or nested field by its last part', () => {
    expect(friendlyFieldName('current_password')).toBe('Current password');
    expect(friendlyFieldName('shipment_details.references.projectNumber')).toBe('Project number');
    expect(friendlyFieldName('email', spanish)).toBe('Correo electrónico');
  });
});

describe('friendlyFieldMessage', () => {
  it('replaces the raw key in a message that names it', () => {
    expect(friendlyFieldMessage('goods.0.weight', 'The goods.0.weight field is required.')).toBe('The Weight (goods 1) field is required.');
    expect(friendlyFieldMessage('site_ids', 'The site ids must be an array.')).toBe('The Site ids must be an array.');
  });

  it('puts the name in front of a message that does not name its field', () => {
    expect(friendlyFieldMessage('goods.1.weight', 'This field is required.', spanish)).toBe('Peso (mercancía 2): This field is required.');
  });
});

describe('applyServerErrors', () => {
  const error = new ApiError(
    422,
    {
      message: 'The given data was invalid.',
      errors: { email: ['Already taken', 'Second message'], 'goods.0.weight': ['This field is required.'] },
    },
    'Already taken',
  );

  it('puts the first message under a shown field and names the others', () => {
    const setError = vi.fn();
    const unplaced = applyServerErrors<{ email: string }>(error, ['email'], setError);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Already taken' }, { shouldFocus: true });
    expect(unplaced).toEqual(['Weight (goods 1): This field is required.']);
  });

  it('ignores anything but an API error', () => {
    expect(applyServerErrors(new Error('boom'), [], vi.fn())).toEqual([]);
  });
});

describe('useFieldNamer', () => {
  afterEach(() => void i18next.changeLanguage('en'));

  it('names the links of the sign-in pages in the reader’s language in a notice', async () => {
    i18next.addResourceBundle('zh-CN', 'common', chineseCommon);
    await i18next.changeLanguage('zh-CN');
    const { result } = renderHook(() => useFieldNamer());
    expect(friendlyFieldMessage('unlock', '此链接无效。', result.current)).toBe('解锁链接: 此链接无效。');
    expect(friendlyFieldMessage('token', '此链接无效。', result.current)).toBe('链接: 此链接无效。');
  });
});
