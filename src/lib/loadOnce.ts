/*
 * Code loaded on demand, once. Every lazily loaded part of the game (the
 * engine's clients, the rarer actions, the save checks, the step wording)
 * goes through here, so each gets the same guarantees: one request however
 * many callers, a time limit, and a fresh try on the next use after a
 * failure or a time-out (a request that stalls may still finish later: it
 * then counts for the callers that come after).
 */

/** How long a lazily loaded part may take before its callers are told it failed. */
export const LOAD_TIMEOUT_MS = 10_000;

/** A part of the code loaded on first use. */
export interface Lazy<T> {
  /** Start (or join) loading; resolves with the module, rejects on failure or time-out. */
  load(): Promise<T>;
  /** The module once loaded, else null. */
  now(): T | null;
}

/** Why a lazy part could not be used: its request failed or took too long. */
export class LoadTimeoutError extends Error {
  constructor() {
    super('Loading took too long.');
    this.name = 'LoadTimeoutError';
  }
}

/** `importer` as a Lazy: see the file comment. */
export function loadOnce<T>(importer: () => Promise<T>, timeoutMs = LOAD_TIMEOUT_MS): Lazy<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    now: () => value,
    load() {
      if (value !== null) return Promise.resolve(value);
      if (!loading) {
        const attempt = importer().then((module) => (value = module));
        const current = new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => reject(new LoadTimeoutError()), timeoutMs);
          attempt.then(
            (module) => {
              clearTimeout(timer);
              resolve(module);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(error);
            },
          );
        });
        loading = current;
        // A failure or time-out clears the way for the next try.
        current.catch(() => {
          if (loading === current) loading = null;
        });
      }
      return loading;
    },
  };
}
