import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZInvoiceRule, ZInvoiceRuleBody, ZListInvoiceRulesResponse, ZReorderInvoiceRulesBody } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as rules from './invoice-rules.service';

export function invoiceRulesRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['invoice actions'];
  const config = { access: 'organizationAdmin', permission: 'settings.invoice_actions' } as const;
  // Registered before the record routes, so "order" is never read as an id.
  app.withTypeProvider<ZodTypeProvider>().put('/api/invoice-rules/order', {
    config,
    schema: { tags, body: ZReorderInvoiceRulesBody, response: { 200: ZListInvoiceRulesResponse, ...errorResponses } },
    handler: async (request) => rules.reorderRules(deps, signedIn(request), request.body),
  });
  registerRecordRoutes(app, {
    path: '/api/invoice-rules',
    tags,
    config,
    record: ZInvoiceRule,
    listResponse: ZListInvoiceRulesResponse,
    body: ZInvoiceRuleBody,
    list: (ctx, query) => rules.listRules(deps, ctx, query),
    create: (ctx, body) => rules.createRule(deps, ctx, body),
    get: (ctx, id) => rules.getRule(deps, ctx, id),
    update: (ctx, id, body) => rules.updateRule(deps, ctx, id, body),
    remove: (ctx, id) => rules.deleteRule(deps, ctx, id),
  });
}
