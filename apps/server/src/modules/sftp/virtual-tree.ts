/** The folders an SFTP account sees; nothing outside them exists for it. */
export const FOLDERS = ['inbox', 'processed', 'failed'] as const;
export type Folder = (typeof FOLDERS)[number];

export type VirtualPath =
  { kind: 'root' } | { kind: 'folder'; folder: Folder } | { kind: 'file'; folder: Folder; name: string } | { kind: 'missing' };

/**
 * An absolute path inside the account's tree: `..` never climbs above `/`, so the account is
 * confined to it whatever path a client sends.
 */
export function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

export function locate(path: string): VirtualPath {
  const parts = normalizePath(path).split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'root' };
  const folder = FOLDERS.find((candidate) => candidate === parts[0]);
  if (!folder || parts.length > 2) return { kind: 'missing' };
  return parts.length === 1 ? { kind: 'folder', folder } : { kind: 'file', folder, name: parts[1]! };
}

const RESULT_NAME = /^(\d+)_(.+?)(\.errors\.txt)?$/;

/** How an imported or failed upload is named in `processed/` and `failed/`: unique by its id. */
export function resultName(upload: { id: number; filename: string }, errorReport = false): string {
  return `${upload.id}_${upload.filename}${errorReport ? '.errors.txt' : ''}`;
}

/** The upload a name of `processed/` or `failed/` stands for, and whether it is the error report. */
export function parseResultName(name: string): { id: number; filename: string; errorReport: boolean } | null {
  const match = RESULT_NAME.exec(name);
  if (!match) return null;
  return { id: Number(match[1]), filename: match[2]!, errorReport: match[3] !== undefined };
}

/**
 * Names clients give a file while it is still being written, renaming it when complete
 * (WinSCP's `.filepart`, rsync-style dot files): they wait in the inbox for that rename.
 */
export function isTemporaryName(name: string): boolean {
  return name.startsWith('.') || /\.(filepart|part|partial|tmp|upload)$/i.test(name);
}
