import type { FastifyInstance } from 'fastify';
import { ZFlowTemplate, ZFlowTemplateBody, ZFlowTemplateUpdateBody, ZListFlowTemplatesResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { registerRecordRoutes } from '../../platform/record-routes';
import * as templates from './flow-templates.service';

export function registerFlowTemplates(app: FastifyInstance, deps: AppDeps) {
  registerRecordRoutes(app, {
    path: '/api/priceleadtime/templates',
    tags: ['templates'],
    config: { access: 'signedIn' },
    record: ZFlowTemplate,
    listResponse: ZListFlowTemplatesResponse,
    body: ZFlowTemplateBody,
    updateBody: ZFlowTemplateUpdateBody,
    list: (ctx, query) => templates.listTemplates(deps, ctx, query),
    create: (ctx, body) => templates.createTemplate(deps, ctx, body),
    get: (ctx, id) => templates.getTemplate(deps, ctx, id),
    update: (ctx, id, body) => templates.updateTemplate(deps, ctx, id, body),
    remove: (ctx, id) => templates.deleteTemplate(deps, ctx, id),
  });
}
