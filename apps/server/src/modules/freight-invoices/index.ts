import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { freightInvoicesRoutes } from './freight-invoices.routes';
import { invoiceRulesRoutes } from './invoice-rules.routes';

export { invoiceRuleConditions } from './freight-invoices.service';

/** Carriers' freight invoices, checked against bookings, and the rules (Invoice actions) that decide them. */
export function registerFreightInvoices(app: FastifyInstance, deps: AppDeps) {
  invoiceRulesRoutes(app, deps);
  freightInvoicesRoutes(app, deps);
}
