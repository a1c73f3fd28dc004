import { SESSION_ID_KEY } from './session-id';

/** Open tabs of this app, each with the time it last said it is alive. */
const TABS_KEY = 'open_tabs';
/** Keeps the session id across a reload of the last tab; sessionStorage ends with the tab. */
const RELOAD_KEY = 'session_id_on_reload';
export const HEARTBEAT_MS = 30_000;
/**
 * A tab silent for this long crashed or was killed. Browsers slow the timers of background tabs
 * to about once a minute, so this leaves room for two late heartbeats.
 */
export const STALE_MS = 150_000;

type Registry = Record<string, number>;

export interface TabClock {
  now: () => number;
}

function readRegistry(storage: Storage): Registry {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TABS_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** The tabs that said they are alive within STALE_MS. */
function liveTabs(registry: Registry, now: number): Registry {
  return Object.fromEntries(Object.entries(registry).filter(([, seen]) => now - seen < STALE_MS));
}

export interface TabTracker {
  /**
   * Registers the tab. `continuing` says the page was reloaded or came back from the
   * back-forward cache, so the visit goes on with its session id.
   */
  open: (continuing: boolean) => void;
  heartbeat: () => void;
  /** The tab goes away; the last one to go takes the session id with it (SPEC §4). */
  close: () => void;
}

/**
 * Counts the open tabs in local storage. When the last one closes the session id is removed,
 * so the next visit starts a new one; a reload keeps it. Tabs that crashed never say goodbye,
 * so they drop out of the count when their heartbeat stops.
 */
export function createTabTracker(tabId: string, storage: Storage, tabStorage: Storage, clock: TabClock = { now: Date.now }): TabTracker {
  const write = (registry: Registry) => storage.setItem(TABS_KEY, JSON.stringify(registry));

  const open = (continuing: boolean) => {
    const others = liveTabs(readRegistry(storage), clock.now());
    delete others[tabId];
    if (Object.keys(others).length === 0) {
      // The first tab of a visit: a session id still stored belongs to a visit that ended
      // without closing properly, unless this very tab is continuing.
      const kept = continuing ? tabStorage.getItem(RELOAD_KEY) : null;
      if (kept) storage.setItem(SESSION_ID_KEY, kept);
      else if (!continuing) storage.removeItem(SESSION_ID_KEY);
    }
    tabStorage.removeItem(RELOAD_KEY);
    write({ ...others, [tabId]: clock.now() });
  };

  return {
    open,
    heartbeat: () => write({ ...liveTabs(readRegistry(storage), clock.now()), [tabId]: clock.now() }),
    close: () => {
      const others = liveTabs(readRegistry(storage), clock.now());
      delete others[tabId];
      write(others);
      if (Object.keys(others).length > 0) return;
      const id = storage.getItem(SESSION_ID_KEY);
      if (id) tabStorage.setItem(RELOAD_KEY, id);
      storage.removeItem(SESSION_ID_KEY);
    },
  };
}

function wasReloaded(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Starts counting this tab for as long as the page lives. */
export function trackThisTab(): void {
  const tabId = crypto.getRandomValues(new Uint32Array(2)).join('-');
  const tracker = createTabTracker(tabId, localStorage, sessionStorage);
  tracker.open(wasReloaded());
  window.setInterval(tracker.heartbeat, HEARTBEAT_MS);
  window.addEventListener('pagehide', tracker.close);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) tracker.open(true);
  });
}
