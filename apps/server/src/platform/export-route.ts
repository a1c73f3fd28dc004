import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ZListQuery, type TListQuery } from '@freight/contracts';
import { multipartBody } from './form-body';
import { signedIn } from './http';
import type { SignedInContext } from './request-context';
import { errorResponses } from './responses';
import { pickColumns, sendXlsx, ZExportBody, type ExportColumn, type TExportBody } from './xlsx-export';

/** A list's export: what it is called, the columns it offers and its rows in batches. */
export interface ExportRoute<Row> {
  path: string;
  tags: string[];
  config: FastifyContextConfig;
  /** Names the file and its sheet. */
  model: string;
  columns: (ctx: SignedInContext) => ExportColumn<Row>[];
  batches: (ctx: SignedInContext, query: TListQuery, ids: number[]) => AsyncIterable<Row[]> | Promise<AsyncIterable<Row[]>>;
}

/**
 * `POST <path>` (SPEC §7): a list as an .xlsx download, the rows chosen by id or every row of the
 * list's filter, in the list's sort as the screen showed them, with the columns asked for.
 */
export function registerExportRoute<Row>(app: FastifyInstance, route: ExportRoute<Row>) {
  app.post(route.path, {
    config: route.config,
    preValidation: multipartBody(),
    schema: { tags: route.tags, body: ZExportBody, response: errorResponses },
    handler: async (request, reply) => {
      const ctx = signedIn(request);
      // The schema above has parsed the body; here it is only passed on.
      const { filter, sortKey, sortOrder, data, columns } = request.body as TExportBody;
      const batches = await route.batches(ctx, ZListQuery.parse({ filter, sortKey, sortOrder }), data);
      return sendXlsx(reply, route.model, pickColumns(route.columns(ctx), columns), batches);
    },
  });
}
