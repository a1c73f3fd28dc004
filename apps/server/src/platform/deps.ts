import type { Config } from '../config';
import type { Background } from './background';
import type { Database } from '../db/client';
import type { FileStore } from './files';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';
import type { Sealer } from './sealing';

/** What services need from the outside world, handed to each module when it registers. */
export interface AppDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  files: FileStore;
  /** Seals owner links of shipments. */
  sealer: Sealer;
  /** Seals secrets kept in the database, such as identity providers' client secrets. */
  secrets: Sealer;
  /** Work that goes on after the answer, such as e-mails a request must not wait for. */
  background: Background;
  /** Work kept in the database until done: e-mails, digests, scheduled work; once across processes, with retries. */
  jobs: Jobs;
}
