import { useGame } from '../store';
import { saveNow } from '../store/save/sync';

/*
 * New versions. The service worker (vite-plugin-pwa, Workbox) installs a new
 * version in the background and keeps it waiting: the running game carries
 * on. The store is told (`updateReady`), the page shows "A new version is
 * ready" with "Update", and only that button reloads, after saving. Never a
 * reload by itself in the middle of a game. The registration code is
 * loaded after the first paint.
 */

let update: ((reload?: boolean) => Promise<void>) | null = null;
let updating = false; // the player pressed "Update"
let reloading = false;

const reloadOnce = () => {
  if (reloading) return;
  reloading = true;
  window.location.reload();
};

/** Register the service worker (where there is one to register). */
export async function registerUpdates(): Promise<void> {
  // The "Update" button (the store's installUpdate) is carried out here.
  useGame.subscribe((s, before) => {
    if (s.updating && !before.updating) void applyUpdate();
  });
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => useGame.getState().setUpdateReady(true),
    // The new version has taken over: after "Update" here, reload into it;
    // when another tab updated, only offer it (a game is never reloaded away).
    onNeedReload: () => {
      if (updating) reloadOnce();
      else useGame.getState().setUpdateReady(true);
    },
    onRegisteredSW: (_url, registration) => {
      // Look for a new version now and then while the game stays open.
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });
}

/** The "Update" button: save the game, then reload into the new version. */
async function applyUpdate(): Promise<void> {
  updating = true;
  saveNow();
  const registration = await navigator.serviceWorker?.getRegistration();
  // Nothing waiting: the new version already runs (another tab updated); a reload shows it.
  if (!registration?.waiting || !update) {
    reloadOnce();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  await update(true);
}
