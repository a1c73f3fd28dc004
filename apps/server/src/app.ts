import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import qs from 'qs';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createBackground } from './platform/background';
import { createJobs } from './platform/jobs';
import type { AppDeps } from './platform/deps';
import { createFileStore, type FileStore } from './platform/files';
import { registerMultipart } from './platform/form-body';
import { generateRequestId, registerHttpPlatform } from './platform/http';
import { createMailer, type Mailer } from './platform/mail';
import { registerRequestGate } from './platform/request-gate';
import { createSealer, loadKey } from './platform/sealing';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerShipmentScope } from './platform/shipment-scope';
import { createSerializerCompiler } from './platform/serialization';
import { validatorCompiler } from './platform/validation';
import { createPageHtml } from './platform/web-app';
import { registerAddressBook } from './modules/address-book';
import { registerAdminDashboard } from './modules/admin-dashboard';
import { registerAgents } from './modules/agents';
import { registerFlowTemplates } from './modules/flow-templates';
import { registerTemplateTypes } from './modules/template-types';
import { registerFreightInvoices } from './modules/freight-invoices';
import { registerIdentityProviders } from './modules/identity-providers';
import { registerManualPriceRequests } from './modules/manual-price-requests';
import { registerPriceShares } from './modules/price-shares';
import { registerAudit } from './modules/audit';
import { loadUserProfile, registerAuth } from './modules/auth';
import { registerBookingFlow } from './modules/booking-flow';
import { registerBookings } from './modules/bookings';
import { registerCannedResponses } from './modules/canned-responses';
import { registerCarriers } from './modules/carriers';
import { registerAgreements } from './modules/agreements';
import { registerConsignmentImports } from './modules/consignment-imports';
import { registerConsignments } from './modules/consignments';
import { registerCountries } from './modules/countries';
import { registerCustoms } from './modules/customs';
import { registerDictionaries } from './modules/dictionaries';
import { registerEmissions } from './modules/emissions';
import { registerOutsideShipments } from './modules/outside-shipments';
import { registerExceptions } from './modules/exceptions';
import { registerFilters } from './modules/filters';
import { registerMarkups } from './modules/markups';
import { registerNotifications } from './modules/notifications';
import { registerPurchase } from './modules/purchase';
import { registerOrganizations } from './modules/organizations';
import { registerRegistrations } from './modules/registrations';
import { registerRoles } from './modules/roles';
import { registerQuotes } from './modules/quotes';
import { embeddedReportOrigins, registerReports } from './modules/reports';
import { registerAnalytics } from './modules/analytics';
import { registerReportBuilder } from './modules/report-builder';
import { registerSettings } from './modules/settings';
import { registerSftp } from './modules/sftp';
import { registerShipmentChat } from './modules/shipment-chat';
import { registerSites } from './modules/sites';
import { localeTextsOf, registerTranslations } from './modules/translations';
import { registerUsers } from './modules/users';

// A missing field reads "required" rather than zod's "expected string, received undefined".
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'validation.required' : undefined),
});

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  files?: FileStore;
  /** Whether this process runs jobs (and scheduled work) besides sending them; it does unless told not to. */
  runJobs?: boolean;
  /** Whether a process that runs jobs also starts the scheduled ones (tests start them by hand). */
  runSchedules?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    genReqId: generateRequestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: {
      querystringParser: (text: string) => qs.parse(text, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 }),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests (NODE_ENV=test under vitest) still validate every answer against its contract.
  app.setSerializerCompiler(createSerializerCompiler({ verify: process.env.NODE_ENV === 'test' }));

  const files = options.files ?? createFileStore(join(config.dataDir, 'files'));
  const mailer = options.mailer ?? createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const sealer = createSealer(await loadKey(db, 'owner_links'));
  const background = createBackground(app.log);
  const secrets = createSealer(await loadKey(db, 'stored_secrets'));
  const jobs = createJobs(db, app.log, { pollSeconds: config.JOB_POLL_SECONDS });
  const deps: AppDeps = { db, config, mailer, files, sealer, secrets, background, jobs };
  app.addHook('onClose', async () => {
    // Work begun in the background may still send jobs.
    await background.settle();
    await jobs.stop();
  });

  // An answer already in memory, up to 64 kB (a page of the shipment list is about 40), is
  // compressed in one call: a zlib stream per answer cost more than the compression itself, and
  // the plugin would choose by the host's cores (8 kB on two), which on Node 20 ignores a container's quota.
  // Answers are made per request, so they take fast levels: on a page of the list, gzip 3 and
  // brotli 1 write about a tenth more bytes than the plugin's gzip 6 and brotli 4 in half and a
  // fifth of the time. Built assets are compressed once, at the highest levels, by the web build.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 65_536,
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(cookie);
  registerSecurityHeaders(app, { mapTileUrl: config.VITE_MAP_TILE_URL, reportOrigins: embeddedReportOrigins(config) });
  await registerMultipart(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Freight Portal API', version: '1.0.0', description: 'Generated from the zod contracts.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas named with an id (those that contain themselves) become components.
    transformObject: jsonSchemaTransformObject,
  });

  const webRoot = config.WEB_DIST_DIR ?? findWebRoot();
  const pageHtml = webRoot
    ? createPageHtml(webRoot, {
        texts: (locale, namespaces) => localeTextsOf(deps, locale, namespaces),
        userProfile: (userId) => loadUserProfile(db, userId),
        // Read through the API itself, so a page is drawn with what the app would be answered.
        readApi: async (path, cookie, locale) => {
          const headers = { cookie, accept: 'application/json', 'accept-language': locale };
          const answer = await app.inject({ method: 'GET', url: path, headers });
          return answer.statusCode === 200 ? (answer.json() as unknown) : null;
        },
        onError: (error) => app.log.error({ err: error }, 'a page could not be rendered on the server'),
      })
    : null;
  registerHttpPlatform(app, db, pageHtml);
  registerRequestGate(app, { limit: config.API_CONCURRENCY, holdMs: 1000 });
  registerShipmentScope(app, deps);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { config: { access: 'public', ungated: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  registerAuth(app, deps);
  registerIdentityProviders(app, deps);
  registerUsers(app, deps);
  registerOrganizations(app, deps);
  registerRegistrations(app, deps);
  registerSites(app, deps);
  registerRoles(app, deps);
  registerCarriers(app, deps);
  registerCannedResponses(app, deps);
  registerCountries(app, deps);
  registerDictionaries(app, deps);
  registerTranslations(app, deps);
  registerFilters(app, deps);
  registerNotifications(app, deps);
  registerConsignments(app, deps);
  registerShipmentChat(app, deps);
  registerConsignmentImports(app, deps);
  registerQuotes(app, deps);
  registerMarkups(app, deps);
  registerAgreements(app, deps);
  registerBookings(app, deps);
  registerBookingFlow(app, deps);
  registerExceptions(app, deps);
  registerReports(app, deps);
  registerAnalytics(app, deps);
  registerReportBuilder(app, deps);
  registerSettings(app, deps);
  registerAddressBook(app, deps);
  registerFlowTemplates(app, deps);
  registerTemplateTypes(app, deps);
  registerFreightInvoices(app, deps);
  registerPriceShares(app, deps);
  registerManualPriceRequests(app, deps);
  registerCustoms(app, deps);
  registerAudit(app, deps);
  registerSftp(app, deps);
  registerAgents(app, deps);
  registerAdminDashboard(app, deps);
  registerEmissions(app, deps);
  registerOutsideShipments(app, deps);
  registerPurchase(app, deps);
  // After every module has defined its jobs; a process that does not run jobs still sends them.
  await jobs.start({ work: options.runJobs ?? true, schedules: options.runSchedules ?? true });

  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      // '/' is the app itself, answered from the not-found fallback like every client route.
      allowedPath: (pathName) => pathName !== '/',
      // The web build writes brotli and gzip copies at the highest levels; the compression
      // plugin leaves an answer that is already encoded alone.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite names built assets by their content hash, so they never change under a name.
        if (path.includes(`${join('assets', '')}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  return { app, deps };
}

/** The built web app beside the server bundle, or in the workspace when run from source. */
function findWebRoot(): string | null {
  const candidates = [join(import.meta.dirname, '..', '..', 'web', 'dist'), join(import.meta.dirname, '..', 'web', 'dist')];
  return candidates.find((candidate) => existsSync(join(candidate, 'index.html'))) ?? null;
}
