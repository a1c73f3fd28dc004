import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { registerRecordRoutes } from '../../platform/record-routes';
import { errorResponses } from '../../platform/responses';
import * as accounts from './sftp-accounts.service';
import * as uploads from './sftp-uploads.service';

const BASE = '/api/sftp-accounts';

export function sftpRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sftp accounts'];
  const config = { access: 'godUser' } as const;

  registerRecordRoutes(app, {
    path: BASE,
    tags,
    config,
    record: ZSftpAccount,
    listResponse: ZListSftpAccountsResponse,
    body: ZSftpAccountBody,
    list: (_ctx, query) => accounts.listAccounts(deps, query),
    create: (ctx, body) => accounts.createAccount(deps, ctx, body),
    get: (_ctx, id) => accounts.getAccount(deps, id),
    update: (ctx, id, body) => accounts.updateAccount(deps, ctx, id, body),
    remove: (ctx, id) => accounts.deleteAccount(deps, ctx, id),
  });
  api.get(`${BASE}/connection`, {
    config,
    schema: { tags, response: { 200: dataResponse(ZSftpConnection), ...errorResponses } },
    handler: async () => ({ data: await accounts.connection(deps) }),
  });
  api.get(`${BASE}/:id/uploads`, {
    config,
    schema: { tags, params: ZIdParam, querystring: ZListQuery, response: { 200: ZListSftpUploadsResponse, ...errorResponses } },
    handler: async (request) => uploads.listUploads(deps, signedIn(request), request.params.id, request.query),
  });
}
