/*
 * The engine's workers and their clients (engine.ts) are not in the first
 * load: a returning player's saved game needs none of them to appear. They
 * load on the first new game, hint or linked puzzle, or when the page is
 * idle, whichever comes first.
 */

type Engine = typeof import('./engine');

let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;
let fallbackListener: () => void = () => {};

/** The engine module when loaded, else null. */
export function engineNow(): Engine | null {
  return engine;
}

/** Load the engine module (once); rejects when its chunk cannot be loaded. */
export function loadEngine(): Promise<Engine> {
  if (!loading) {
    loading = import('./engine').then((module) => (engine = module));
    loading.catch(() => (loading = null)); // may be tried again
  }
  return loading;
}

/** Who to tell when the engine has to run in the page (the store sets a notice). */
export function onEngineFallback(listener: () => void): void {
  fallbackListener = listener;
}

/** Tell the listener that workers failed and the page does the work (engine.ts calls it once). */
export function tellEngineFallback(): void {
  fallbackListener();
}
