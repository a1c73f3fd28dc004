import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  ZAddressBookAutocompleteQuery,
  ZAddressBookAutocompleteResponse,
  ZAddressBookCompanyBody,
  ZAddressBookCompanyDetail,
  ZAddressBookContact,
  ZAddressBookContactBody,
  ZAddressBookFilterOptionsResponse,
  ZCreateAddressBookContactBody,
  ZIdParam,
  ZListAddressBookResponse,
  ZListQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import * as book from './address-book.service';
import * as contacts from './contacts.service';

/** Every user of an organization keeps its address book; the service scopes it to that organization. */
export function addressBookRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['address book'];
  const config = { access: 'signedIn' } as const;
  const noContent = { 204: z.null(), ...errorResponses };

  api.get('/api/address-book', {
    config,
    schema: { tags, querystring: ZListQuery, response: { 200: ZListAddressBookResponse, ...errorResponses } },
    handler: async (request) => book.listCompanies(deps, signedIn(request), request.query),
  });
  api.get('/api/address-book/filter-options', {
    config,
    schema: { tags, response: { 200: ZAddressBookFilterOptionsResponse, ...errorResponses } },
    handler: async (request) => ({ data: await book.filterOptions(deps, signedIn(request)) }),
  });
  api.get('/api/address-book/autocomplete', {
    config,
    schema: { tags, querystring: ZAddressBookAutocompleteQuery, response: { 200: ZAddressBookAutocompleteResponse, ...errorResponses } },
    handler: async (request) => ({ data: await book.autocomplete(deps, signedIn(request), request.query) }),
  });
  api.get('/api/address-book/:id', {
    config,
    schema: { tags, params: ZIdParam, response: { 200: dataResponse(ZAddressBookCompanyDetail), ...errorResponses } },
    handler: async (request) => ({ data: await book.getCompany(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/address-book', {
    config,
    schema: { tags, body: ZAddressBookCompanyBody, response: { 200: dataResponse(ZAddressBookCompanyDetail), ...errorResponses } },
    handler: async (request) => ({ data: await book.createCompany(deps, signedIn(request), request.body) }),
  });
  api.put('/api/address-book/:id', {
    config,
    schema: {
      tags,
      params: ZIdParam,
      body: ZAddressBookCompanyBody,
      response: { 200: dataResponse(ZAddressBookCompanyDetail), ...errorResponses },
    },
    handler: async (request) => ({ data: await book.updateCompany(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.delete('/api/address-book/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await book.deleteCompany(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.get('/api/address-book/:id/contacts', {
    config,
    schema: { tags, params: ZIdParam, response: { 200: dataResponse(z.array(ZAddressBookContact)), ...errorResponses } },
    handler: async (request) => ({ data: await contacts.listContacts(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/address-book-contact', {
    config,
    schema: { tags, body: ZCreateAddressBookContactBody, response: { 200: dataResponse(ZAddressBookContact), ...errorResponses } },
    handler: async (request) => ({ data: await contacts.createContact(deps, signedIn(request), request.body) }),
  });
  api.put('/api/address-book-contact/:id', {
    config,
    schema: {
      tags,
      params: ZIdParam,
      body: ZAddressBookContactBody,
      response: { 200: dataResponse(ZAddressBookContact), ...errorResponses },
    },
    handler: async (request) => ({ data: await contacts.updateContact(deps, signedIn(request), request.params.id, request.body) }),
  });
  api.post('/api/address-book-contact/:id/default', {
    config,
    schema: { tags, params: ZIdParam, response: { 200: dataResponse(ZAddressBookContact), ...errorResponses } },
    handler: async (request) => ({ data: await contacts.makeDefault(deps, signedIn(request), request.params.id) }),
  });
  api.delete('/api/address-book-contact/:id', {
    config,
    schema: { tags, params: ZIdParam, response: noContent },
    handler: async (request, reply) => {
      await contacts.deleteContact(deps, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
