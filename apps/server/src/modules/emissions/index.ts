import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { emissionsRoutes } from './emissions.routes';
import { emissionsReportRoutes } from './report.routes';

export function registerEmissions(app: FastifyInstance, deps: AppDeps) {
  emissionsRoutes(app, deps);
  emissionsReportRoutes(app, deps);
}

export {
  allFactorSetsOf,
  calculateEmissions,
  changesEmissionInputs,
  emissionsEstimator,
  factorSetsOf,
  gazetteer,
  recordMissingShipmentEmissions,
  recordShipmentEmissions,
} from './emissions.service';
