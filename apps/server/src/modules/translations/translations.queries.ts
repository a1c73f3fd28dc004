import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { translationOverrides } from '../../db/schema';

export type OverrideRow = typeof translationOverrides.$inferSelect;

export async function overridesOf(db: Executor, locale: string, namespace?: string) {
  return db
    .select({ namespace: translationOverrides.namespace, key: translationOverrides.key, value: translationOverrides.value })
    .from(translationOverrides)
    .where(
      and(eq(translationOverrides.locale, locale), namespace === undefined ? undefined : eq(translationOverrides.namespace, namespace)),
    )
    .orderBy(asc(translationOverrides.namespace), asc(translationOverrides.key));
}

export async function allOverrides(db: Executor) {
  return db
    .select({
      locale: translationOverrides.locale,
      namespace: translationOverrides.namespace,
      key: translationOverrides.key,
      value: translationOverrides.value,
    })
    .from(translationOverrides);
}

const identity = (locale: string, namespace: string, key: string) =>
  and(eq(translationOverrides.locale, locale), eq(translationOverrides.namespace, namespace), eq(translationOverrides.key, key));

export async function findOverride(db: Executor, locale: string, namespace: string, key: string) {
  const [row] = await db
    .select()
    .from(translationOverrides)
    .where(identity(locale, namespace, key));
  return row;
}

export async function saveOverride(
  db: Executor,
  values: { locale: string; namespace: string; key: string; value: string; updated_by: number },
) {
  await db
    .insert(translationOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [translationOverrides.locale, translationOverrides.namespace, translationOverrides.key],
      set: { value: values.value, updated_by: values.updated_by, updated_at: new Date() },
    });
}

export async function deleteOverride(db: Executor, locale: string, namespace: string, key: string) {
  await db.delete(translationOverrides).where(identity(locale, namespace, key));
}
