import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { addressBookRoutes } from './address-book.routes';

export function registerAddressBook(app: FastifyInstance, deps: AppDeps) {
  addressBookRoutes(app, deps);
}
