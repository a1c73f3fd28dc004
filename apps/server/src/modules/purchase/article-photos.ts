import { ARTICLE_PHOTO_SIZES, type ArticlePhotoSize, type TArticlePhoto } from '@freight/contracts';
import type { FileStore } from '../../platform/files';
import type { PhotoRow } from './photos.queries';

export const PHOTO_SIZES = Object.keys(ARTICLE_PHOTO_SIZES) as ArticlePhotoSize[];
export const PATH_COLUMNS = { small: 'small_path', medium: 'medium_path', full: 'full_path' } as const satisfies Record<
  ArticlePhotoSize,
  string
>;

/** A photo as the API shows it: where each size is read. */
export function toPhoto(row: PhotoRow): TArticlePhoto {
  const base = `/api/purchase/articles/${row.article_id}/photos/${row.id}`;
  return {
    id: row.id,
    primary: row.is_primary,
    width: row.width,
    height: row.height,
    small: `${base}/small`,
    medium: `${base}/medium`,
    full: `${base}/full`,
  };
}

/** The stored files of photos, for removal once their rows are gone. */
export function photoFiles(rows: PhotoRow[]): string[] {
  return rows.flatMap((row) => PHOTO_SIZES.map((size) => row[PATH_COLUMNS[size]]));
}

export async function removeFiles(files: FileStore, paths: string[]) {
  await Promise.all(paths.map((path) => files.remove(path)));
}
