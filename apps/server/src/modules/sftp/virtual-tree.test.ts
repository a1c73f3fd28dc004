import { describe, expect, it } from 'vitest';
import { isTemporaryName, locate, normalizePath, parseResultName, resultName } from './virtual-tree';

describe('the SFTP tree', () => {
  it('keeps every path inside the account root', () => {
    expect(normalizePath('../../etc/passwd')).toBe('/etc/passwd');
    expect(normalizePath('/inbox/../../..')).toBe('/');
    expect(normalizePath('inbox//./a.csv')).toBe('/inbox/a.csv');
    expect(locate('/../../etc/passwd')).toEqual({ kind: 'missing' });
  });

  it('knows the three folders and the files in them', () => {
    expect(locate('.')).toEqual({ kind: 'root' });
    expect(locate('/inbox/')).toEqual({ kind: 'folder', folder: 'inbox' });
    expect(locate('failed/12_a.csv')).toEqual({ kind: 'file', folder: 'failed', name: '12_a.csv' });
    expect(locate('/inbox/sub/a.csv')).toEqual({ kind: 'missing' });
    expect(locate('/outbox')).toEqual({ kind: 'missing' });
  });

  it('names results by upload id so two files of one name stay apart', () => {
    const name = resultName({ id: 7, filename: 'week_1.csv' });
    expect(name).toBe('7_week_1.csv');
    expect(parseResultName(name)).toEqual({ id: 7, filename: 'week_1.csv', errorReport: false });
    expect(parseResultName(resultName({ id: 7, filename: 'a_b.xlsx' }, true))).toEqual({ id: 7, filename: 'a_b.xlsx', errorReport: true });
    expect(parseResultName('week.csv')).toBeNull();
  });

  it('recognises names of files still being written', () => {
    expect(isTemporaryName('shipments.csv.filepart')).toBe(true);
    expect(isTemporaryName('.shipments.csv.Xy12')).toBe(true);
    expect(isTemporaryName('shipments.csv')).toBe(false);
  });
});
