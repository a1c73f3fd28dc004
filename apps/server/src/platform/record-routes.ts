import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataResponse, ZIdParam, ZListQuery, type TListQuery } from '@freight/contracts';
import { signedIn } from './http';
import type { SignedInContext } from './request-context';
import { errorResponses } from './responses';

/**
 * The routes of a kind of record an admin keeps: its list, and one record to add, read, change
 * and delete by id. Each handler is given the signed-in caller and the parsed input; what a
 * kind does not offer it leaves out. Routes beyond these are registered beside it as usual.
 */
export interface RecordRoutes<TRecord extends z.ZodType, TList extends z.ZodType, TBody extends z.ZodType, TUpdate extends z.ZodType> {
  path: string;
  tags: string[];
  config: FastifyContextConfig;
  /** Who may read the list, when more may read it than may keep the records. */
  listConfig?: FastifyContextConfig;
  record: TRecord;
  listResponse: TList;
  body: TBody;
  /** The body of a change, when it differs from that of a new record. */
  updateBody?: TUpdate;
  list: (ctx: SignedInContext, query: TListQuery) => Promise<z.input<TList>>;
  create?: (ctx: SignedInContext, body: z.output<TBody>) => Promise<z.input<TRecord>>;
  get: (ctx: SignedInContext, id: number) => Promise<z.input<TRecord>>;
  update?: (ctx: SignedInContext, id: number, body: z.output<TUpdate>) => Promise<z.input<TRecord>>;
  remove?: (ctx: SignedInContext, id: number) => Promise<void>;
}

export function registerRecordRoutes<
  TRecord extends z.ZodType,
  TList extends z.ZodType,
  TBody extends z.ZodType,
  TUpdate extends z.ZodType = TBody,
>(app: FastifyInstance, routes: RecordRoutes<TRecord, TList, TBody, TUpdate>) {
  // The callbacks are typed by the schemas at the call site; here the request is only passed on.
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof ZIdParam>).id;
  const { path, tags, config, body } = routes;
  const one = { 200: dataResponse(routes.record), ...errorResponses };

  app.get(path, {
    config: routes.listConfig ?? config,
    schema: { tags, querystring: ZListQuery, response: { 200: routes.listResponse, ...errorResponses } },
    handler: async (request) => routes.list(signedIn(request), request.query as TListQuery),
  });
  const { create, update, remove } = routes;
  if (create) {
    app.post(path, {
      config,
      schema: { tags, body, response: one },
      handler: async (request) => ({ data: await create(signedIn(request), request.body as z.output<TBody>) }),
    });
  }
  app.get(`${path}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await routes.get(signedIn(request), idOf(request)) }),
  });
  if (update) {
    app.put(`${path}/:id`, {
      config,
      schema: { tags, params: ZIdParam, body: routes.updateBody ?? body, response: one },
      handler: async (request) => ({ data: await update(signedIn(request), idOf(request), request.body as z.output<TUpdate>) }),
    });
  }
  if (remove) {
    app.delete(`${path}/:id`, {
      config,
      schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
      handler: async (request, reply) => {
        await remove(signedIn(request), idOf(request));
        return reply.status(204).send(null);
      },
    });
  }
}
