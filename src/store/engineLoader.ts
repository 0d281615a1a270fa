import { loadOnce } from '../lib/loadOnce';

/*
 * The engine's workers and their clients (src/workers/) are not in the
 * first load: a returning player's saved game, and a first visit's shipped
 * puzzle, need none of them to appear. They load on the first hint, link
 * or new game, or when the page is idle, whichever comes first.
 */

const engine = loadOnce(() =>
  import('../workers/clients').then((module) => {
    module.onFallback(() => fallbackListener());
    return module;
  }),
);

let fallbackListener: () => void = () => {};

/** The engine's clients when loaded, else null. */
export const engineNow = engine.now;

/** Load the engine's clients (once); rejects when their chunk cannot be loaded in time. */
export const loadEngine = engine.load;

/** Who to tell when the engine has to run in the page (the store sets a notice). */
export function onEngineFallback(listener: () => void): void {
  fallbackListener = listener;
}
