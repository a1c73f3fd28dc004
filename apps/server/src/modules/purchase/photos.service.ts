import { randomBytes } from 'node:crypto';
import { ARTICLE_PHOTO_MAX_BYTES, ARTICLE_PHOTO_SIZES, ARTICLE_PHOTOS_MAX, type ArticlePhotoSize, type TArticle } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { acceptImage, webpRenditions } from '../../platform/images';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import { PATH_COLUMNS, PHOTO_SIZES, photoFiles, removeFiles } from './article-photos';
import * as photos from './photos.queries';
import * as queries from './purchase.queries';
import { getArticle } from './suppliers.service';

async function findOwnArticle(deps: AppDeps, ctx: SignedInContext, articleId: number) {
  const article = await queries.findArticle(deps.db, scopeOf(ctx), articleId);
  if (!article) throw new NotFoundError();
  return article;
}

async function findOwnPhoto(deps: AppDeps, ctx: SignedInContext, articleId: number, photoId: number) {
  await findOwnArticle(deps, ctx, articleId);
  const photo = await photos.findPhoto(deps.db, articleId, photoId);
  if (!photo) throw new NotFoundError();
  return photo;
}

/**
 * Stores an uploaded photo of an article at its three sizes; anything not an image, too large or
 * past the article's number of photos answers 422 on `file`.
 */
export async function addArticlePhoto(deps: AppDeps, ctx: SignedInContext, articleId: number, file: UploadedFile): Promise<TArticle> {
  const article = await findOwnArticle(deps, ctx, articleId);
  if ((await photos.photoCount(deps.db, articleId)) >= ARTICLE_PHOTOS_MAX) {
    throw new ValidationError({ file: [{ key: 'validation.purchase_photos_limit', params: { max: ARTICLE_PHOTOS_MAX } }] });
  }
  const image = await acceptImage(file, { field: 'file', maxBytes: ARTICLE_PHOTO_MAX_BYTES });
  const sizes = await webpRenditions(image, ARTICLE_PHOTO_SIZES, { field: 'file' });
  // A new name each time, so no cached image of a deleted photo is ever shown for another.
  const stem = `purchase/articles/${article.organization_id}/${randomBytes(9).toString('hex')}`;
  const paths = { small_path: `${stem}-small.webp`, medium_path: `${stem}-medium.webp`, full_path: `${stem}-full.webp` };
  try {
    await Promise.all(PHOTO_SIZES.map((size) => deps.files.write(paths[PATH_COLUMNS[size]], sizes[size].data)));
    await deps.db.transaction((tx) =>
      photos.insertPhoto(tx, {
        organization_id: article.organization_id,
        article_id: articleId,
        ...paths,
        width: sizes.full.width,
        height: sizes.full.height,
      }),
    );
  } catch (error) {
    await removeFiles(deps.files, Object.values(paths));
    throw error;
  }
  return getArticle(deps, ctx, articleId);
}

export async function deleteArticlePhoto(deps: AppDeps, ctx: SignedInContext, articleId: number, photoId: number): Promise<TArticle> {
  const photo = await findOwnPhoto(deps, ctx, articleId, photoId);
  await deps.db.transaction((tx) => photos.deletePhoto(tx, photo));
  await removeFiles(deps.files, photoFiles([photo]));
  return getArticle(deps, ctx, articleId);
}

export async function choosePrimaryPhoto(deps: AppDeps, ctx: SignedInContext, articleId: number, photoId: number): Promise<TArticle> {
  await findOwnPhoto(deps, ctx, articleId, photoId);
  await deps.db.transaction((tx) => photos.setPrimaryPhoto(tx, articleId, photoId));
  return getArticle(deps, ctx, articleId);
}

/** One size of a photo, for the browser to show. */
export async function readArticlePhoto(deps: AppDeps, ctx: SignedInContext, articleId: number, photoId: number, size: ArticlePhotoSize) {
  const photo = await findOwnPhoto(deps, ctx, articleId, photoId);
  const content = await deps.files.read(photo[PATH_COLUMNS[size]]);
  if (!content) throw new NotFoundError();
  return content;
}
