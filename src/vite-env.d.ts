/** The game's version, from package.json (vite.config.ts). */
declare const __APP_VERSION__: string;
