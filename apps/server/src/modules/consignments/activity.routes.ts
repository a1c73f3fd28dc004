import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZAddCommentBody,
  ZAddEventBody,
  ZAddReminderBody,
  ZBatchReminderBody,
  ZClaimExceptionBody,
  ZConsignmentUuidParams,
  ZForwardExceptionBody,
  ZIdParam,
  ZOwnerCandidate,
  ZRaiseExceptionBody,
  ZResolveExceptionBody,
  ZShareLink,
  ZSharedConsignment,
  ZReplaceItemsBody,
  ZSnoozeBody,
  ZUpdateConsignmentBody,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as activity from './activity.service';
import { ownerConsignment, sharedConsignment } from './shared.service';

const done = z.null();

export function activityRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consignments'];
  const config = { access: 'signedIn', permission: 'transport.shipments' } as const;
  const noContent = { 204: done, ...errorResponses };

  api.patch('/api/consignments/:uuid', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZUpdateConsignmentBody, response: noContent },
    handler: async (request, reply) => {
      await activity.updateConsignment(deps, signedIn(request), request.params.uuid, request.body);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/consignments/:uuid/owner-candidates', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: dataResponse(z.array(ZOwnerCandidate)), ...errorResponses } },
    handler: async (request) => ({ data: await activity.listOwnerCandidates(deps, signedIn(request), request.params.uuid) }),
  });

  api.put('/api/consignments/:uuid/items', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZReplaceItemsBody, response: noContent },
    handler: async (request, reply) => {
      await activity.replaceItems(deps, signedIn(request), request.params.uuid, request.body.items);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/:uuid/comments', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZAddCommentBody, response: noContent },
    handler: async (request, reply) => {
      await activity.addComment(deps, signedIn(request), request.params.uuid, request.body);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/:uuid/events', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZAddEventBody, response: noContent },
    handler: async (request, reply) => {
      await activity.addEvent(deps, signedIn(request), request.params.uuid, request.body);
      return reply.status(204).send(null);
    },
  });

  api.put('/api/consignments/:uuid/snooze', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZSnoozeBody, response: noContent },
    handler: async (request, reply) => {
      await activity.snooze(deps, signedIn(request), request.params.uuid, request.body.until);
      return reply.status(204).send(null);
    },
  });

  api.delete('/api/consignments/:uuid/snooze', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: noContent },
    handler: async (request, reply) => {
      await activity.snooze(deps, signedIn(request), request.params.uuid, null);
      return reply.status(204).send(null);
    },
  });

  for (const [method, bookmarked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/api/consignments/:uuid/bookmarks',
      config,
      schema: { tags, params: ZConsignmentUuidParams, response: noContent },
      handler: async (request, reply) => {
        await activity.setBookmark(deps, signedIn(request), request.params.uuid, bookmarked);
        return reply.status(204).send(null);
      },
    });
  }

  api.post('/api/consignments/:uuid/not-seen', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: noContent },
    handler: async (request, reply) => {
      await activity.markNotSeen(deps, signedIn(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/:uuid/reminders', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZAddReminderBody, response: noContent },
    handler: async (request, reply) => {
      await activity.addReminders(deps, signedIn(request), [request.params.uuid], request.body.remind_at, request.body.text);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/reminders/batch', {
    config,
    schema: {
      tags,
      body: ZBatchReminderBody,
      response: { 200: z.object({ data: z.object({ count: z.number().int() }) }), ...errorResponses },
    },
    handler: async (request) => ({
      data: { count: await activity.addReminders(deps, signedIn(request), request.body.uuids, request.body.remind_at, request.body.text) },
    }),
  });

  api.patch('/api/consignments/reminders/:id/done', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await activity.completeReminder(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.delete('/api/consignments/reminders/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await activity.deleteReminder(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/:uuid/exceptions', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, body: ZRaiseExceptionBody, response: noContent },
    handler: async (request, reply) => {
      await activity.raiseException(deps, signedIn(request), request.params.uuid, request.body);
      return reply.status(204).send(null);
    },
  });

  const exceptionChanges = [
    ['investigate', z.object({}).optional(), () => ({ action: 'investigate' as const })],
    [
      'claim',
      ZClaimExceptionBody,
      (body: z.infer<typeof ZClaimExceptionBody>) => ({ action: 'claim' as const, claimReference: body.claim_reference }),
    ],
    [
      'forward',
      ZForwardExceptionBody,
      (body: z.infer<typeof ZForwardExceptionBody>) => ({ action: 'forward' as const, email: body.email, message: body.message }),
    ],
    [
      'resolve',
      ZResolveExceptionBody,
      (body: z.infer<typeof ZResolveExceptionBody>) => ({ action: 'resolve' as const, resolution: body.resolution }),
    ],
  ] as const;
  for (const [action, body, toChange] of exceptionChanges) {
    api.post(`/api/exceptions/:id/${action}`, {
      config,
      schema: { tags, params: ZIdParam, body, response: noContent },
      handler: async (request, reply) => {
        await activity.changeException(
          deps,
          signedIn(request),
          request.params.id,
          (toChange as (input: unknown) => Parameters<typeof activity.changeException>[3])(request.body),
        );
        return reply.status(204).send(null);
      },
    });
  }

  api.post('/api/consignments/:uuid/documents', {
    config,
    preValidation: multipartBody(['file']),
    schema: { tags, params: ZConsignmentUuidParams, body: z.object({ file: ZUploadedFile }), response: noContent },
    handler: async (request, reply) => {
      await activity.uploadDocument(deps, signedIn(request), request.params.uuid, request.body.file);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/documents/:id/download', {
    config,
    schema: { tags, params: ZIdParam },
    handler: async (request, reply) => {
      const document = await activity.readDocument(deps, signedIn(request), request.params.id);
      return reply
        .type(document.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`)
        .send(document.content);
    },
  });

  api.delete('/api/documents/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await activity.deleteDocument(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/:uuid/share', {
    config,
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: z.object({ data: ZShareLink }), ...errorResponses } },
    handler: async (request) => ({ data: await activity.createShareLink(deps, signedIn(request), request.params.uuid) }),
  });

  api.delete('/api/consignments/share/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await activity.revokeShareLink(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.post('/api/consignments/:uuid/owner-link', {
    config,
    schema: {
      tags,
      params: ZConsignmentUuidParams,
      response: { 200: z.object({ data: z.object({ url: z.string() }) }), ...errorResponses },
    },
    handler: async (request) => ({ data: { url: await activity.createOwnerLink(deps, signedIn(request), request.params.uuid) } }),
  });

  api.get('/api/owner/:token/:uuid', {
    config: { access: 'shared' },
    schema: {
      tags,
      params: z.object({ token: z.string().min(20).max(500), uuid: z.uuid() }),
      response: { 200: z.object({ data: ZSharedConsignment.extend({ owner: z.string() }) }), 404: errorResponses[404] },
    },
    handler: async (request) => ({ data: await ownerConsignment(deps, request.params.token, request.params.uuid) }),
  });

  api.get('/api/shared/consignments/:uuid', {
    config: { access: 'shared' },
    schema: { tags, params: ZConsignmentUuidParams, response: { 200: z.object({ data: ZSharedConsignment }), 404: errorResponses[404] } },
    handler: async (request) => ({ data: await sharedConsignment(deps, request.params.uuid) }),
  });
}
