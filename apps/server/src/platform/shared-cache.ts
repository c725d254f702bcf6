// Values read from the database and kept in this process until an edit drops them. Keys belong to
// areas ("area:rest"); an edit names its area, so it drops that area's values only. Across the
// fleet, the edit's transaction notifies every instance (database.listen); while this instance's
// listening connection is down, nothing is cached (every read goes to the database), and when it
// listens again everything is dropped, since a notification sent meanwhile was missed.

export interface SharedCache {
  /** The value of `key`, loaded once and shared (read-only) until its area is dropped. */
  read<T>(area: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets the area's values (all of them without an area). */
  drop(area?: string): void;
  /** Whether notifications reach this instance, so values may be kept. */
  setListening(isListening: boolean): void;
  isListening(): boolean;
}

function freezeDeeply<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) {
      freezeDeeply(inner);
    }
  }
  return value;
}

/** A cache that keeps values only while `isListening` (from the start on a one-process database). */
export function createSharedCache(options: { isListening: boolean }): SharedCache {
  // Promises, so concurrent first reads share one load, and a drop also forgets a load in flight
  // that may have read the row before the edit committed.
  const entries = new Map<string, Promise<unknown>>();
  let isListening = options.isListening;
  const drop = (area?: string) => {
    for (const key of entries.keys()) {
      if (area === undefined || key.startsWith(`${area}:`)) {
        entries.delete(key);
      }
    }
  };
  return {
    read: <T>(area: string, key: string, load: () => Promise<T>): Promise<T> => {
      if (!isListening) {
        return load();
      }
      const fullKey = `${area}:${key}`;
      const known = entries.get(fullKey) as Promise<T> | undefined;
      if (known) {
        return known;
      }
      const loading = load().then(freezeDeeply);
      entries.set(fullKey, loading);
      loading.catch(() => {
        if (entries.get(fullKey) === loading) {
          entries.delete(fullKey);
        }
      });
      return loading;
    },
    drop,
    setListening: (listening) => {
      drop();
      isListening = listening;
    },
    isListening: () => isListening,
  };
}
