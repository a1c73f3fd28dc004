import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { createMetabase, isMetabaseConfigured } from './metabase';
import { createPowerBi, isPowerBiConfigured } from './power-bi';
import { reportsRoutes } from './reports.routes';

export function registerReports(app: FastifyInstance, deps: AppDeps) {
  reportsRoutes(app, deps, { powerBi: createPowerBi(deps.config), metabase: createMetabase(deps.config) });
}

/** The origins reports are framed from: those of the configured reporting services only. */
export function embeddedReportOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (isPowerBiConfigured(config)) origins.push(new URL(config.POWERBI_EMBED_ORIGIN).origin);
  if (isMetabaseConfigured(config)) origins.push(new URL(config.METABASE_SITE_URL!).origin);
  return origins;
}
