import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMISSION_FACTOR_COLUMNS,
  ZEmissionFactorBody,
  ZEmissionFactorSetBody,
  ZEmissionFactorSetDetailResponse,
  ZEmissionFactorSetFactorParams,
  ZEmissionFactorSetMappingBody,
  ZEmissionFactorSetMappingParams,
  ZEmissionFactorSetVersionBody,
  ZIdParam,
  ZListEmissionFactorSetsResponse,
  type TEmissionFactor,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { sendXlsx, type ExportColumn } from '../../platform/xlsx-export';
import * as sets from './factor-sets.service';

const EXPORT_COLUMNS: ExportColumn<TEmissionFactor>[] = EMISSION_FACTOR_COLUMNS.map((column) => ({
  key: column,
  // The headers are the import's own column names, so an exported file is imported back as it is.
  header: column,
  value: (factor) => factor[column],
  width: column === 'label' ? 50 : 16,
}));

/**
 * The routes managing factor sets under one base path, for one kind of manager: a god user the
 * platform's (`/api/admin/emission-factor-sets`), an organization admin the organization's own
 * (`/api/emission-factor-sets`), who also maps them to carriers.
 */
function setRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  base: string,
  config: FastifyContextConfig,
  managerOf: (request: FastifyRequest) => sets.SetManager,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['emissions'];
  const one = { 200: ZEmissionFactorSetDetailResponse, ...errorResponses };
  api.get(base, {
    config,
    schema: { tags, response: { 200: ZListEmissionFactorSetsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await sets.listManagedSets(deps, managerOf(request)) }),
  });
  api.post(base, {
    config,
    schema: { tags, body: ZEmissionFactorSetBody, response: one },
    handler: async (request) => ({ data: await sets.createSet(deps, managerOf(request), request.body) }),
  });
  api.get(`${base}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await sets.getManagedSet(deps, managerOf(request), request.params.id) }),
  });
  api.put(`${base}/:id`, {
    config,
    schema: { tags, params: ZIdParam, body: ZEmissionFactorSetBody, response: one },
    handler: async (request) => ({ data: await sets.updateSet(deps, managerOf(request), request.params.id, request.body) }),
  });
  api.post(`${base}/:id/versions`, {
    config,
    schema: { tags, params: ZIdParam, body: ZEmissionFactorSetVersionBody, response: one },
    handler: async (request) => ({ data: await sets.copySetVersion(deps, managerOf(request), request.params.id, request.body.version) }),
  });
  api.post(`${base}/:id/default`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await sets.makeDefault(deps, managerOf(request), request.params.id) }),
  });
  api.post(`${base}/:id/retire`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await sets.retireSet(deps, managerOf(request), request.params.id) }),
  });
  api.post(`${base}/:id/factors`, {
    config,
    schema: { tags, params: ZIdParam, body: ZEmissionFactorBody, response: one },
    handler: async (request) => ({ data: await sets.addFactor(deps, managerOf(request), request.params.id, request.body) }),
  });
  api.put(`${base}/:id/factors/:factorId`, {
    config,
    schema: { tags, params: ZEmissionFactorSetFactorParams, body: ZEmissionFactorBody, response: one },
    handler: async (request) => ({
      data: await sets.updateFactor(deps, managerOf(request), request.params.id, request.params.factorId, request.body),
    }),
  });
  api.delete(`${base}/:id/factors/:factorId`, {
    config,
    schema: { tags, params: ZEmissionFactorSetFactorParams, response: one },
    handler: async (request) => ({ data: await sets.deleteFactor(deps, managerOf(request), request.params.id, request.params.factorId) }),
  });
  api.post(`${base}/:id/import`, {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, params: ZIdParam, body: z.object({ file: ZUploadedFile }), response: one },
    handler: async (request) => ({ data: await sets.importFactors(deps, managerOf(request), request.params.id, request.body.file) }),
  });
  api.get(`${base}/:id/export`, {
    config,
    schema: { tags, params: ZIdParam },
    handler: async (request, reply) => {
      const { factors } = await sets.factorsForExport(deps, managerOf(request), request.params.id);
      return sendXlsx(
        reply,
        'emission_factors',
        EXPORT_COLUMNS,
        (async function* () {
          yield factors;
        })(),
      );
    },
  });
}

export function factorSetRoutes(app: FastifyInstance, deps: AppDeps) {
  setRoutes(app, deps, '/api/admin/emission-factor-sets', { access: 'godUser' }, () => sets.platformManager());
  const organizationConfig = { access: 'organizationAdmin' } as const;
  const organizationOf = (request: FastifyRequest) =>
    sets.organizationManager(signedIn(request)) as sets.SetManager & { kind: 'organization' };
  setRoutes(app, deps, '/api/emission-factor-sets', organizationConfig, organizationOf);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['emissions'];
  const one = { 200: ZEmissionFactorSetDetailResponse, ...errorResponses };
  api.post('/api/emission-factor-sets/:id/mappings', {
    config: organizationConfig,
    schema: { tags, params: ZIdParam, body: ZEmissionFactorSetMappingBody, response: one },
    handler: async (request) => ({ data: await sets.mapSet(deps, organizationOf(request), request.params.id, request.body) }),
  });
  api.delete('/api/emission-factor-sets/:id/mappings/:mappingId', {
    config: organizationConfig,
    schema: { tags, params: ZEmissionFactorSetMappingParams, response: one },
    handler: async (request) => ({
      data: await sets.unmapSet(deps, organizationOf(request), request.params.id, request.params.mappingId),
    }),
  });
  // What a set holds, for every user who may see emissions: the platform's sets and the organization's own.
  api.get('/api/emissions/factor-sets/:id', {
    config: { access: 'signedIn', permission: 'transport.emissions' },
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await sets.getVisibleSet(deps, signedIn(request), request.params.id) }),
  });
}
