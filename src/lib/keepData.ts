/*
 * Browsers may clear a site's storage when space runs low, unless the site
 * asked to keep it and the browser agreed. The game asks once the player
 * has something to lose (a won game, an export or an import); About says
 * whether the browser keeps the data.
 */

/** Ask the browser to keep this site's data (quietly: it may say no, or ask the player). */
export function keepData(): void {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return;
  storage.persisted().then(
    (kept) => (kept ? undefined : storage.persist().then(() => undefined)),
    () => undefined,
  );
}

/** What the browser says of this site's storage: bytes used (all of it), and whether it is kept. */
export async function storageReport(): Promise<{
  usage: number | null;
  persisted: boolean | null;
}> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
  ]);
  return { usage: estimate?.usage ?? null, persisted };
}
