import { resolve } from 'node:path';
import { z } from 'zod';

const ZFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** Every environment variable the server reads, with its default (README "Configuration"). */
const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** API processes sharing the port; unset, one per core on PostgreSQL and one on the embedded database. */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  /** Requests one API process works on at once; the others wait in the order they came. */
  API_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: ZFlag.default(true),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  /** Seconds between a working process's own looks for jobs (retries now due, jobs of a stopped process). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(30),
  MAIL_FROM: z.string().default('Freight Portal <no-reply@freight-portal.local>'),
  /** Where manual price requests go: the logistics team that answers them. */
  LOGISTICS_TEAM_EMAIL: z.email().default('logistics@demo.example'),
  /** SSCCs of organizations without their own GS1 company prefix use this one (a demo prefix). */
  GS1_COMPANY_PREFIX: z
    .string()
    .regex(/^\d{7,10}$/)
    .default('7350053'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(10),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Company registrations one e-mail address may send in an hour. */
  REGISTRATIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(5),
  /** The SFTP server through which carriers deliver shipment files; 0 turns it off. */
  SFTP_PORT: z.coerce.number().int().min(0).max(65535).default(2222),
  WEB_DIST_DIR: z.string().optional(),
  /** Where Microsoft Entra ID signs users in; another cloud's authority for sovereign clouds. */
  MICROSOFT_AUTHORITY: z.url().default('https://login.microsoftonline.com'),
  /** Power BI Embedded ('embed for your customers'): the service principal the server signs in as. */
  POWERBI_TENANT_ID: z.string().optional(),
  POWERBI_CLIENT_ID: z.string().optional(),
  POWERBI_CLIENT_SECRET: z.string().optional(),
  POWERBI_API_URL: z.url().default('https://api.powerbi.com'),
  /** Where Power BI reports are framed from; the Content Security Policy allows it when Power BI is configured. */
  POWERBI_EMBED_ORIGIN: z.url().default('https://app.powerbi.com'),
  /** The row-level security role that filters a report's data to the effective identity, the organization. */
  POWERBI_RLS_ROLE: z.string().min(1).default('Organization'),
  /** Metabase static embedding: the Metabase address and its embedding secret key. */
  METABASE_SITE_URL: z.url().optional(),
  METABASE_SECRET_KEY: z.string().min(32).optional(),
  /** The locked dashboard parameter that receives the organization id. */
  METABASE_ORGANIZATION_PARAMETER: z.string().min(1).default('organization_id'),
  TRUST_PROXY: ZFlag.default(false),
  /** The web app's map tiles, allowed as images by the Content Security Policy. */
  VITE_MAP_TILE_URL: z.string().optional(),
});

export type Config = z.infer<typeof ZConfig> & { dataDir: string; appUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: resolve(config.DATA_DIR),
    appUrl: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}
