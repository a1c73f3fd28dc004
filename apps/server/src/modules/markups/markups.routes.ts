import type { FastifyInstance } from 'fastify';
import { ZListMarkupsResponse, ZMarkup, ZMarkupBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { registerRecordRoutes } from '../../platform/record-routes';
import * as markups from './markups.service';

export function registerMarkups(app: FastifyInstance, deps: AppDeps) {
  registerRecordRoutes(app, {
    path: '/api/markups',
    tags: ['markups'],
    config: { access: 'organizationAdmin' },
    record: ZMarkup,
    listResponse: ZListMarkupsResponse,
    body: ZMarkupBody,
    list: (ctx, query) => markups.listMarkups(deps, ctx, query),
    create: (ctx, body) => markups.saveMarkup(deps, ctx, body),
    get: (ctx, id) => markups.getMarkup(deps, ctx, id),
    update: (ctx, id, body) => markups.saveMarkup(deps, ctx, body, id),
    remove: (ctx, id) => markups.deleteMarkup(deps, ctx, id),
  });
}
