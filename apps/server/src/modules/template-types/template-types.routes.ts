import type { FastifyInstance } from 'fastify';
import { ZListTemplateTypesResponse, ZTemplateType, ZTemplateTypeBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { registerRecordRoutes } from '../../platform/record-routes';
import * as types from './template-types.service';

export function registerTemplateTypes(app: FastifyInstance, deps: AppDeps) {
  registerRecordRoutes(app, {
    path: '/api/template-types',
    tags: ['templates'],
    config: { access: 'organizationAdmin' },
    listConfig: { access: 'signedIn' },
    record: ZTemplateType,
    listResponse: ZListTemplateTypesResponse,
    body: ZTemplateTypeBody,
    list: (ctx, query) => types.listTypes(deps, ctx, query),
    create: (ctx, body) => types.createType(deps, ctx, body),
    get: (ctx, id) => types.getType(deps, ctx, id),
    update: (ctx, id, body) => types.updateType(deps, ctx, id, body),
    remove: (ctx, id) => types.deleteType(deps, ctx, id),
  });
}
