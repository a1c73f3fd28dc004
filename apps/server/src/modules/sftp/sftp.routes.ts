import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZIdParam,
  ZListQuery,
  ZListSftpAccountsResponse,
  ZListSftpUploadsResponse,
  ZSftpAccount,
  ZSftpAccountBody,
  ZSftpConnection,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as accounts from './sftp-accounts.service';
import * as uploads from './sftp-uploads.service';

const BASE = '/api/sftp-accounts';

export function sftpRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sftp accounts'];
  const config = { access: 'godUser' } as const;
  const one = { 200: dataResponse(ZSftpAccount), ...errorResponses };

  api.get(BASE, {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListSftpAccountsResponse, ...errorResponses } },
    handler: async (request) => accounts.listAccounts(deps, request.query),
  });
  api.post(BASE, {
    config,
    schema: { tags, body: ZSftpAccountBody, response: one },
    handler: async (request) => ({ data: await accounts.createAccount(deps, signedIn(request), request.body) }),
  });
  api.get(`${BASE}/connection`, {
    config,
    schema: { tags, response: { 200: dataResponse(ZSftpConnection), ...errorResponses } },
    handler: async () => ({ data: await accounts.connection(deps) }),
  });
  api.get(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: one },
    handler: async (request) => ({ data: await accounts.getAccount(deps, request.params.id) }),
  });
  api.put(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, body: ZSftpAccountBody, response: one },
    handler: async (request) => ({ data: await accounts.updateAccount(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete(`${BASE}/:id`, {
    config,
    schema: { tags, params: ZIdParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await accounts.deleteAccount(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  api.get(`${BASE}/:id/uploads`, {
    config,
    schema: { tags, params: ZIdParam, querystring: ZListQuery, response: { 200: ZListSftpUploadsResponse, ...errorResponses } },
    handler: async (request) => uploads.listUploads(deps, signedIn(request), request.params.id, request.query),
  });
}
