import { createHash } from 'node:crypto';
import {
  LOCALES,
  type Locale,
  type TListTranslationsQuery,
  type TListTranslationsResponse,
  type TLocaleTexts,
  type TTranslationParams,
  type TTranslationRow,
} from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { listMeta } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { bundledTexts, flatten, mergeOverrides, namespacesOf, placeholdersOf } from './bundled-texts';
import * as queries from './translations.queries';

type Override = { key: string; value: string };

/** Changes with the bundled file and with every override of the namespace, so clients know to reload. */
function versionOf(bundleHash: string, overrides: Override[]): string {
  const hash = createHash('sha1').update(bundleHash);
  for (const { key, value } of overrides) hash.update(`\u0000${key}\u0000${value}`);
  return hash.digest('hex').slice(0, 20);
}

/** One namespace of one language as the interface shows it: the bundled texts with the overrides. */
export async function localeTexts(deps: AppDeps, locale: Locale, namespace: string): Promise<{ texts: TLocaleTexts; version: string }> {
  const bundle = (await bundledTexts()).get(locale)?.get(namespace);
  if (!bundle) throw new NotFoundError();
  const overrides = await queries.overridesOf(deps.db, locale, namespace);
  return { texts: mergeOverrides(bundle.texts, overrides), version: versionOf(bundle.hash, overrides) };
}

/** Namespaces of one language as the interface shows them, under one version that changes with any of them. */
export async function localeTextsOf(
  deps: AppDeps,
  locale: Locale,
  namespaces: readonly string[],
): Promise<{ texts: Record<string, TLocaleTexts>; version: string }> {
  const each = await Promise.all(namespaces.map((namespace) => localeTexts(deps, locale, namespace)));
  return {
    texts: Object.fromEntries(namespaces.map((namespace, index) => [namespace, each[index]!.texts])),
    version: each.map((namespaceTexts) => namespaceTexts.version).join('.'),
  };
}

/**
 * The interface's wording of one namespace, overrides included, for what the server writes for a
 * reader (exports, documents): the text of a dotted key, or undefined when there is none.
 */
export async function interfaceText(deps: AppDeps, locale: Locale, namespace: string): Promise<(key: string) => string | undefined> {
  const { texts } = await localeTexts(deps, locale, namespace);
  const flat = flatten(texts);
  return (key) => flat.get(key);
}

/** The version of every namespace of a language, in one small answer for the periodic check. */
export async function localeVersions(deps: AppDeps, locale: Locale): Promise<Record<string, string>> {
  const namespaces = (await bundledTexts()).get(locale) ?? new Map();
  const overrides = await queries.overridesOf(deps.db, locale);
  const byNamespace = new Map<string, Override[]>();
  for (const row of overrides) byNamespace.set(row.namespace, [...(byNamespace.get(row.namespace) ?? []), row]);
  return Object.fromEntries(
    [...namespaces].map(([namespace, bundle]) => [namespace, versionOf(bundle.hash, byNamespace.get(namespace) ?? [])]),
  );
}

const emptyValues = () => Object.fromEntries(LOCALES.map((locale) => [locale, null])) as Record<Locale, string | null>;

/** Every key of every namespace in every language, with the overrides, sorted by namespace and key. */
async function allRows(deps: AppDeps): Promise<TTranslationRow[]> {
  const bundles = await bundledTexts();
  const overrides = new Map<string, string>();
  for (const row of await queries.allOverrides(deps.db)) overrides.set(`${row.locale}\u0000${row.namespace}\u0000${row.key}`, row.value);
  const rows: TTranslationRow[] = [];
  for (const namespace of namespacesOf(bundles)) {
    const keys = new Set<string>();
    for (const locale of LOCALES) for (const key of bundles.get(locale)?.get(namespace)?.flat.keys() ?? []) keys.add(key);
    for (const key of [...keys].sort()) {
      const bundled = emptyValues();
      const values = emptyValues();
      const overridden: Locale[] = [];
      const missing: Locale[] = [];
      for (const locale of LOCALES) {
        bundled[locale] = bundles.get(locale)?.get(namespace)?.flat.get(key) ?? null;
        const override = overrides.get(`${locale}\u0000${namespace}\u0000${key}`);
        if (override !== undefined && bundled.en !== null) overridden.push(locale);
        values[locale] = override ?? bundled[locale];
        if (!values[locale]?.trim()) missing.push(locale);
      }
      rows.push({ namespace, key, values, bundled, overridden, missing });
    }
  }
  return rows;
}

/** The translations screen's list: searched, filtered and paged over the texts held in memory. */
export async function listTranslations(deps: AppDeps, query: TListTranslationsQuery): Promise<TListTranslationsResponse> {
  const rows = await allRows(deps);
  const missingCounts = Object.fromEntries(LOCALES.map((locale) => [locale, rows.filter((row) => row.missing.includes(locale)).length]));
  const search = query.search.toLocaleLowerCase();
  const matching = rows.filter(
    (row) =>
      (!query.namespace || row.namespace === query.namespace) &&
      (query.missing === undefined || (query.missing === 'any' ? row.missing.length > 0 : row.missing.includes(query.missing))) &&
      (query.overridden === undefined || row.overridden.length > 0 === (query.overridden === '1')) &&
      (!search ||
        `${row.namespace}:${row.key}`.toLocaleLowerCase().includes(search) ||
        Object.values(row.values).some((value) => value?.toLocaleLowerCase().includes(search))),
  );
  const plan = { page: query.page, pageSize: query.pageSize, offset: (query.page - 1) * query.pageSize };
  return {
    data: matching.slice(plan.offset, plan.offset + plan.pageSize),
    meta: listMeta(matching.length, plan),
    namespaces: namespacesOf(await bundledTexts()),
    missing_counts: missingCounts,
  };
}

async function rowOf(deps: AppDeps, namespace: string, key: string): Promise<TTranslationRow> {
  const row = (await allRows(deps)).find((candidate) => candidate.namespace === namespace && candidate.key === key);
  if (!row) throw new NotFoundError();
  return row;
}

/** The English text of a key; a namespace or key the interface does not have is a field error. */
async function englishText(params: TTranslationParams): Promise<string> {
  const namespace = (await bundledTexts()).get('en')?.get(params.namespace);
  if (!namespace) throw new ValidationError({ namespace: ['validation.translation_unknown'] });
  const english = namespace.flat.get(params.key);
  if (english === undefined) throw new ValidationError({ key: ['validation.translation_unknown'] });
  return english;
}

const overrideId = ({ locale, namespace, key }: TTranslationParams) => `${locale}:${namespace}:${key}`;

/**
 * Sets the text of a key in one language for everyone. It must keep the placeholders of the
 * English text, or the interface would show a raw `{{name}}` or lose a value. A text equal to
 * the bundled one removes the override.
 */
export async function saveTranslation(
  deps: AppDeps,
  ctx: SignedInContext,
  params: TTranslationParams,
  value: string,
): Promise<TTranslationRow> {
  const english = await englishText(params);
  const wanted = placeholdersOf(english);
  if (placeholdersOf(value).join(' ') !== wanted.join(' ')) {
    throw new ValidationError({
      value: [{ key: 'validation.translation_placeholders', params: { placeholders: wanted.length > 0 ? wanted.join(', ') : '—' } }],
    });
  }
  const bundled = (await bundledTexts()).get(params.locale)?.get(params.namespace)?.flat.get(params.key);
  await deps.db.transaction(async (tx) => {
    const before = await queries.findOverride(tx, params.locale, params.namespace, params.key);
    if (value === bundled) {
      if (!before) return;
      await queries.deleteOverride(tx, params.locale, params.namespace, params.key);
      await recordAudit(tx, ctx, {
        entity: 'translation',
        entityId: overrideId(params),
        action: 'delete',
        organizationId: null,
        before: { value: before.value },
        label: overrideId(params),
      });
      return;
    }
    await queries.saveOverride(tx, { ...params, value, updated_by: ctx.actor.userId });
    await recordAudit(tx, ctx, {
      entity: 'translation',
      entityId: overrideId(params),
      action: before ? 'update' : 'create',
      organizationId: null,
      before: before ? { value: before.value } : null,
      after: { value },
      label: overrideId(params),
    });
  });
  return rowOf(deps, params.namespace, params.key);
}

/** Returns a key of one language to its bundled text. */
export async function resetTranslation(deps: AppDeps, ctx: SignedInContext, params: TTranslationParams): Promise<TTranslationRow> {
  await englishText(params);
  await deps.db.transaction(async (tx) => {
    const before = await queries.findOverride(tx, params.locale, params.namespace, params.key);
    if (!before) return;
    await queries.deleteOverride(tx, params.locale, params.namespace, params.key);
    await recordAudit(tx, ctx, {
      entity: 'translation',
      entityId: overrideId(params),
      action: 'delete',
      organizationId: null,
      before: { value: before.value },
      label: overrideId(params),
    });
  });
  return rowOf(deps, params.namespace, params.key);
}
