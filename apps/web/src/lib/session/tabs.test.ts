import { describe, expect, it } from 'vitest';
import { SESSION_ID_KEY } from './session-id';
import { createTabTracker, HEARTBEAT_MS, STALE_MS } from './tabs';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function browser() {
  const clock = {
    time: 1_000_000,
    now() {
      return this.time;
    },
  };
  const local = new MemoryStorage();
  const tab = (tabStorage = new MemoryStorage()) => ({
    tabStorage,
    tracker: (id: string) => createTabTracker(id, local, tabStorage, clock),
  });
  return { clock, local, tab };
}

describe('tab counting', () => {
  it('keeps the session id while another tab is open and drops it with the last tab', () => {
    const { local, tab } = browser();
    const first = tab().tracker('a');
    const second = tab().tracker('b');
    first.open(false);
    local.setItem(SESSION_ID_KEY, 'visit-1');
    second.open(false);

    first.close();
    expect(local.getItem(SESSION_ID_KEY)).toBe('visit-1');
    second.close();
    expect(local.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('keeps the session id when the only tab is reloaded', () => {
    const { local, tab } = browser();
    const sameTab = tab();
    sameTab.tracker('a').open(false);
    local.setItem(SESSION_ID_KEY, 'visit-1');
    sameTab.tracker('a').close();
    expect(local.getItem(SESSION_ID_KEY)).toBeNull();

    sameTab.tracker('a2').open(true);
    expect(local.getItem(SESSION_ID_KEY)).toBe('visit-1');
  });

  it('forgets a visit whose tabs crashed without closing', () => {
    const { clock, local, tab } = browser();
    tab().tracker('crashed').open(false);
    local.setItem(SESSION_ID_KEY, 'visit-1');

    clock.time += STALE_MS + 1;
    tab().tracker('new').open(false);
    expect(local.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('counts a tab as open while its heartbeat goes on', () => {
    const { clock, local, tab } = browser();
    const background = tab().tracker('background');
    background.open(false);
    local.setItem(SESSION_ID_KEY, 'visit-1');
    for (let beat = 0; beat < 10; beat += 1) {
      clock.time += HEARTBEAT_MS * 2;
      background.heartbeat();
    }
    tab().tracker('new').open(false);
    expect(local.getItem(SESSION_ID_KEY)).toBe('visit-1');
  });
});
