import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { sftpRoutes } from './sftp.routes';

export { startSftpServer, type RunningSftpServer } from './sftp-server';

export function registerSftp(app: FastifyInstance, deps: AppDeps) {
  sftpRoutes(app, deps);
}
