import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { purchaseArticlePhotos } from '../../db/schema';

export type PhotoRow = typeof purchaseArticlePhotos.$inferSelect;

/** The photos of the articles, each article's primary first and the others as added; `primaryOnly` for thumbnails. */
export async function photosOfArticles(db: Executor, articleIds: number[], { primaryOnly = false } = {}): Promise<PhotoRow[]> {
  if (articleIds.length === 0) return [];
  return db
    .select()
    .from(purchaseArticlePhotos)
    .where(and(inArray(purchaseArticlePhotos.article_id, articleIds), primaryOnly ? eq(purchaseArticlePhotos.is_primary, true) : undefined))
    .orderBy(asc(purchaseArticlePhotos.article_id), desc(purchaseArticlePhotos.is_primary), asc(purchaseArticlePhotos.id));
}

/** A photo of the article; the caller has found the article in the user's scope. */
export async function findPhoto(db: Executor, articleId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(purchaseArticlePhotos)
    .where(and(eq(purchaseArticlePhotos.id, photoId), eq(purchaseArticlePhotos.article_id, articleId)));
  return row ?? null;
}

export async function photoCount(db: Executor, articleId: number) {
  return db.$count(purchaseArticlePhotos, eq(purchaseArticlePhotos.article_id, articleId));
}

/** Adds a photo; the article's first becomes its primary. */
export async function insertPhoto(db: Executor, values: Omit<typeof purchaseArticlePhotos.$inferInsert, 'is_primary'>) {
  const existing = await photoCount(db, values.article_id);
  const [row] = await db
    .insert(purchaseArticlePhotos)
    .values({ ...values, is_primary: existing === 0 })
    .returning();
  return row!;
}

/** Makes one photo the article's primary, in place of the one that was. */
export async function setPrimaryPhoto(db: Executor, articleId: number, photoId: number) {
  await db
    .update(purchaseArticlePhotos)
    .set({ is_primary: false })
    .where(and(eq(purchaseArticlePhotos.article_id, articleId), eq(purchaseArticlePhotos.is_primary, true)));
  await db.update(purchaseArticlePhotos).set({ is_primary: true }).where(eq(purchaseArticlePhotos.id, photoId));
}

/** Removes a photo; when it was the primary, the oldest photo left takes its place. */
export async function deletePhoto(db: Executor, photo: PhotoRow) {
  await db.delete(purchaseArticlePhotos).where(eq(purchaseArticlePhotos.id, photo.id));
  if (!photo.is_primary) return;
  const [next] = await db
    .select({ id: purchaseArticlePhotos.id })
    .from(purchaseArticlePhotos)
    .where(and(eq(purchaseArticlePhotos.article_id, photo.article_id), ne(purchaseArticlePhotos.id, photo.id)))
    .orderBy(asc(purchaseArticlePhotos.id))
    .limit(1);
  if (next) await db.update(purchaseArticlePhotos).set({ is_primary: true }).where(eq(purchaseArticlePhotos.id, next.id));
}
