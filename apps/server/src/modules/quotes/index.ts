import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { priceListsRoutes } from './price-lists.routes';
import { quotesRoutes } from './quotes.routes';

export function registerQuotes(app: FastifyInstance, deps: AppDeps) {
  quotesRoutes(app, deps);
  priceListsRoutes(app, deps);
}

export {
  actingOrganizationId,
  calculateSimple,
  calculationScope,
  customerQuote,
  findCalculation,
  siteMadeFor,
  toGoodsLines,
} from './quotes.service';
