import { z } from 'zod';

/**
 * The range of a PostgreSQL integer column, which holds every id and most counts. A number
 * beyond it names no row and fits no column, so contracts refuse it at the edge (422) instead of
 * letting the database refuse it as a server fault.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer an integer column can hold. */
export const ZInt = z.number().int().min(INT4_MIN).max(INT4_MAX);
/** A record's id. */
export const ZId = ZInt.positive();

/** An integer sent as text: a path segment, a query parameter or a form field. */
export const ZFormInt = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
/** A record's id sent as text. */
export const ZFormId = ZFormInt.positive();
