import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { emissionsRoutes } from './emissions.routes';
import { emissionsReportRoutes } from './report.routes';
import { factorSetRoutes } from './factor-sets.routes';

export function registerEmissions(app: FastifyInstance, deps: AppDeps) {
  emissionsRoutes(app, deps);
  emissionsReportRoutes(app, deps);
  factorSetRoutes(app, deps);
}

export {
  calculateEmissions,
  changesEmissionInputs,
  emissionsEstimator,
  factorSetCandidatesOf,
  factorSetsOf,
  gazetteer,
  recordMissingShipmentEmissions,
  recordShipmentEmissions,
} from './emissions.service';
export { recalculatePending } from './recalculation';
