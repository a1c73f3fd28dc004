import { listen, observeStatements, type Database } from '../db/client';

/** The channel the database's triggers notify when sessions, users, roles or sites change. */
const AUTH_CHANGE_CHANNEL = 'auth_change';

/** How long an entry is used; notices make a change count at once, this bounds a missed one. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
const RELISTEN_MS = 1000;

/**
 * Statements of this process that change what a cached actor is read from. They empty the cache
 * before they run, so the request after a logout or a role change never sees the old state even
 * before the database's notice arrives (which covers other processes and anything missed here).
 */
const AUTH_WRITE =
  /^(?:insert into|update|delete from) "(?:users|roles|user_roles|role_permissions|user_sites|user_sites_filter|sites|companies|agent_organization_grants)"|^update "sessions" set (?!"last_seen_at" = \$1 where)|^delete from "sessions"/;

export interface ChangeCache {
  /** The value cached under `key`, or what `load` answers (cached unless something changed meanwhile). */
  get<T>(key: string, load: () => Promise<T | null>): Promise<T | null>;
  /** Forgets everything; the next request of every token reads the database. */
  clear(): void;
  /** Starts listening for the database's change notices; until then nothing is cached. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The cache of what a bearer token stands for. */
export type SessionCache = ChangeCache;

/**
 * A short-lived cache of what a bearer token stands for (session, user, roles, permissions,
 * sites), so a request does not read them again. An entry is used only while this process hears
 * the database's change notices; any change to those tables, by any process, empties it.
 */
export function createSessionCache(db: Database): SessionCache {
  return createChangeCache(db, AUTH_CHANGE_CHANNEL, AUTH_WRITE);
}

/**
 * A short-lived cache of values read from some tables, emptied by any change to them: `writes`
 * matches this process's statements that change them (the cache empties before they run), and
 * the database's triggers notify `channel` of every change, by any process, once committed.
 */
export function createChangeCache(db: Database, channel: string, writes: RegExp): ChangeCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  // Bumped by every change: a load that began before one is not kept.
  let generation = 0;
  let listening = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let relistenTimer: NodeJS.Timeout | null = null;

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const stopObserving = observeStatements(db, (statement) => {
    if (writes.test(statement)) clear();
  });

  const subscribe = async () => {
    try {
      unlisten = await listen(db, channel, clear, () => {
        listening = false;
        clear();
        scheduleRelisten();
      });
      listening = !stopped;
    } catch {
      scheduleRelisten();
    }
  };
  const scheduleRelisten = () => {
    if (stopped || relistenTimer) return;
    relistenTimer = setTimeout(() => {
      relistenTimer = null;
      void subscribe();
    }, RELISTEN_MS);
    relistenTimer.unref();
  };

  return {
    async get<T>(key: string, load: () => Promise<T | null>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now && listening) return hit.value as T;
      const before = generation;
      const value = await load();
      if (value !== null && listening && generation === before) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, expires: now + TTL_MS });
      }
      return value;
    },
    clear,
    start: subscribe,
    async stop() {
      stopped = true;
      listening = false;
      if (relistenTimer) clearTimeout(relistenTimer);
      stopObserving();
      clear();
      await unlisten?.();
    },
  };
}
