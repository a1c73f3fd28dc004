import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { priceListsRoutes } from './price-lists.routes';
import { quotesRoutes } from './quotes.routes';
import { createRatingCache } from './quotes.service';

export function registerQuotes(app: FastifyInstance, deps: AppDeps) {
  const ratingCache = createRatingCache(deps);
  app.addHook('onReady', () => ratingCache.start());
  app.addHook('onClose', () => ratingCache.stop());
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
