import { PASSWORD_MIN_LENGTH } from '@freight/contracts';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ApiError, refusalMessage } from './api-error';

/** Marks a message that came translated from the server, so it is shown as it is. */
const SERVER_ERROR = 'server';

/** Turns the parts of a server field key into words a user reads. */
export interface FieldNamer {
  /** The label of one field or group name, such as `load_meters`. */
  name: (part: string) => string;
  /** A named field of the n-th entry (1-based) of a group key, such as the weight of goods item 2. */
  inGroup: (field: string, group: string, position: number) => string;
}

const GROUPED_KEY = /^(.+)\.(\d+)\.([^.]+)$/;

/** `load_meters` → `Load meters`: the fallback for a field nobody gave a label. */
export function humanizeFieldName(part: string): string {
  const words = part
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plainFieldNamer: FieldNamer = {
  name: humanizeFieldName,
  inGroup: (field, group, position) => `${field} (${humanizeFieldName(group).toLowerCase()} ${position})`,
};

/**
 * The friendly name of a server field key (SPEC §5): `goods.0.weight` names the weight of the
 * first goods entry, `email` the e-mail field; anything else is shown in words.
 */
export function friendlyFieldName(key: string, namer: FieldNamer = plainFieldNamer): string {
  const grouped = GROUPED_KEY.exec(key);
  if (grouped) {
    const [, group = '', index = '0', field = ''] = grouped;
    return namer.inGroup(namer.name(field), group.split('.').at(-1) ?? group, Number(index) + 1);
  }
  return namer.name(key.split('.').at(-1) ?? key);
}

/**
 * A server message about a field, with the raw key replaced by its friendly name; a message that
 * does not name its field gets the name in front, for notices away from the field.
 */
export function friendlyFieldMessage(key: string, message: string, namer: FieldNamer = plainFieldNamer): string {
  const friendly = friendlyFieldName(key, namer);
  const spellings = [key, key.replace(/_/g, ' ')];
  const named = spellings.find((spelling) => message.includes(spelling));
  return named ? message.split(named).join(friendly) : `${friendly}: ${message}`;
}

/**
 * Puts the first message of each field of a 422 answer under that field (SPEC §5) and returns
 * the messages of fields the form does not show, named in words, for a notice above it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  namer: FieldNamer = plainFieldNamer,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const shown = fields.find((name) => name === field);
    if (shown) {
      // Under its own field the label already names it; only a raw key in the text is replaced.
      const text = message.includes(field) ? friendlyFieldMessage(field, message, namer) : message;
      setError(shown, { type: SERVER_ERROR, message: text }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(friendlyFieldMessage(field, message, namer));
    }
  }
  return unplaced;
}

/** Field names in the user's language, from the `fields` texts, else in plain words. */
export function useFieldNamer(): FieldNamer {
  // The names live in the common texts, whichever namespace the screen reads by default.
  const { t, i18n } = useTranslation('common');
  const label = (part: string) => {
    const key = `fields.${part}`;
    return i18n.exists(key, { ns: 'common' }) ? t(key as ParseKeys<'common'>) : null;
  };
  return {
    name: (part) => label(part) ?? humanizeFieldName(part),
    inGroup: (field, group, position) =>
      t('fields.in_group', { field, group: label(group) ?? humanizeFieldName(group).toLowerCase(), position }),
  };
}

/** The texts of a screen whose own contract keys (`validation.service_code`) its field errors may use. */
export type FieldErrorNamespace =
  'adminCarriers' | 'adminDictionaries' | 'adminSftp' | 'adminSites' | 'invoiceActions' | 'ratesAdmin' | 'reports' | 'signInProviders';

/** A field's error as a form keeps it, also one set on an array or a group of fields. */
export interface FieldErrorLike {
  type?: string;
  message?: string;
}

/**
 * Text for a field error: the server's message as it came, a missing value or choice as a required
 * field rather than zod's type message, else the translation of a contract's validation key such
 * as `validation.email`, from the screen's `namespace` when it has that key.
 */
export function useFieldErrorText(namespace?: FieldErrorNamespace): (error: FieldErrorLike | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    if (error.type === 'invalid_type') return t('validation.required');
    const own = namespace && `${namespace}:${error.message}`;
    if (own && i18n.exists(own)) return t(own as ParseKeys<'common'>);
    // Contract messages are keys of the common texts; an unknown one shows as written.
    return t(error.message as ParseKeys<'common'>, { min: PASSWORD_MIN_LENGTH });
  };
}

/**
 * A form's check by its contract, for a form whose values are not yet the body the server takes
 * (ids chosen as text, a choice not yet made): `toBody` makes that body, the contract's schema
 * checks it through `zodResolver` with each problem under the field of its name, and the submit
 * handler receives the body as it will be sent.
 */
export function contractResolver<V extends FieldValues, I extends FieldValues, B extends I>(
  schema: z.ZodType<unknown, I>,
  toBody: (values: V) => B,
): Resolver<V, unknown, B> {
  const check = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await check(toBody(values), context, options as unknown as Parameters<typeof check>[2]);
    return result as Awaited<ReturnType<Resolver<V, unknown, B>>>;
  };
}

/** The notice above a form that saves a record, with the save that fills it. */
export interface SaveNotice {
  /** Messages of the last failed save that no field shows. */
  notice: string[];
  /**
   * Runs a save after clearing the notice. When it fails, the messages go under their fields and
   * the rest, with the server's refusal of the call (SPEC §8), into the notice.
   */
  trySave: (save: () => Promise<unknown>) => Promise<void>;
}

/**
 * The notice of a form that places a failed save's field messages itself: `place` puts what it
 * can under the fields and returns the rest.
 */
export function useSaveNotice(place: (error: unknown) => string[]): SaveNotice {
  const [notice, setNotice] = useState<string[]>([]);
  const trySave = async (save: () => Promise<unknown>) => {
    setNotice([]);
    try {
      await save();
    } catch (error) {
      const unplaced = place(error);
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  };
  return { notice, trySave };
}

/** The notice of a form whose 422 messages go under the `fields` it shows (SPEC §5), named in words. */
export function useServerErrors<T extends FieldValues>(fields: readonly Path<T>[], setError: UseFormSetError<T>): SaveNotice {
  const namer = useFieldNamer();
  return useSaveNotice((error) => applyServerErrors(error, fields, setError, namer));
}
