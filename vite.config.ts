/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestOptions } from 'vite-plugin-pwa';
import zhCore from './src/i18n/zh-CN/core.ts';
import zhDialogs from './src/i18n/zh-CN/dialogs.ts';

/**
 * The Content-Security-Policy of the built page: everything from this
 * origin only, no inline or evaluated script, no plugins, no <base>
 * tricks. Only in the build: the dev server needs inline scripts for hot
 * reloading.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The game's version (About shows it). */
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** One file as a tar (ustar) entry: a 512-byte header, then the content padded to 512 bytes. */
function tarEntry(name: string, content: Buffer): Buffer {
  const header = Buffer.alloc(512);
  const field = (text: string, offset: number, length: number) =>
    header.write(text.slice(0, length), offset, 'utf8');
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0') + '\0';
  field(name.length > 100 ? name.slice(-100) : name, 0, 100);
  field(octal(0o644, 8), 100, 8);
  field(octal(0, 8), 108, 8);
  field(octal(0, 8), 116, 8);
  field(octal(content.length, 12), 124, 12);
  field(octal(0, 12), 136, 12);
  field('        ', 148, 8); // the checksum counts its own field as spaces
  field('0', 156, 1);
  field('ustar\0' + '00', 257, 8);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  const padding = Buffer.alloc((512 - (content.length % 512)) % 512);
  return Buffer.concat([header, content, padding]);
}

/**
 * The source code of the build, as `sudoku-source.tgz` beside it (About links
 * to it): every file git tracks, as it is in the working tree.
 */
function sourceArchive(): Plugin {
  return {
    name: 'source-archive',
    apply: 'build',
    generateBundle() {
      const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
        .split('\0')
        .filter((file) => file && existsSync(file));
      const entries = files.map((file) =>
        tarEntry(`sudoku-${VERSION}/${file}`, readFileSync(file)),
      );
      const tar = Buffer.concat([...entries, Buffer.alloc(1024)]);
      this.emitFile({
        type: 'asset',
        fileName: 'sudoku-source.tgz',
        source: gzipSync(tar, { level: 9 }),
      });
    },
  };
}

/** The installed app's manifest, in English (the page links it in index.html). */
const MANIFEST: Partial<ManifestOptions> = {
  name: 'Sudoku',
  short_name: 'Sudoku',
  description:
    'Sudoku puzzles with exactly one solution and hints that teach the next step. Plays offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#f6f4ef',
  background_color: '#f6f4ef',
  categories: ['games', 'puzzle'],
  icons: [
    { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    {
      src: 'maskable-icon-512x512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/** The same manifest for Chinese players: installed as 数独, described in Chinese (the zh-CN catalogue's words). */
const MANIFEST_ZH: Partial<ManifestOptions> = {
  ...MANIFEST,
  name: zhCore['app.title'],
  short_name: zhCore['app.title'],
  description: zhDialogs['app.description'],
  lang: 'zh-CN',
};

/**
 * Both manifests, written into the build: manifest.webmanifest and
 * manifest.zh-CN.webmanifest. index.html links the first and
 * public/boot.js points that one link at the second when the game speaks
 * Chinese (vite-plugin-pwa would add a second link of its own, so it
 * writes none). The service worker precaches both.
 */
function manifests(): Plugin {
  return {
    name: 'manifests',
    apply: 'build',
    generateBundle() {
      for (const [fileName, manifest] of [
        ['manifest.webmanifest', MANIFEST],
        ['manifest.zh-CN.webmanifest', MANIFEST_ZH],
      ] as const) {
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(manifest) });
      }
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(VERSION) },
  plugins: [
    react(),
    contentSecurityPolicy(),
    sourceArchive(),
    manifests(),
    // The service worker (Workbox, generated): every file the app can load
    // later is precached, so it plays offline after one visit; a new
    // version waits until the player chooses "Update" (src/app/updates.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.ico', 'icon.svg', 'apple-touch-icon-180x180.png', 'robots.txt'],
      manifest: false, // written by manifests() above
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,txt}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once (so it is already
        // offline-ready); later versions wait for "Update".
        clientsClaim: true,
      },
    }),
  ],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // Lazily loaded chunks fetch their own imports: no preload lists in the
    // first load (they cost it 0.6 KB). Every chunk is prefetched once the
    // page is idle (app/prefetch.ts) and precached for offline play anyway.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first load as one chunk: main.tsx and everything it imports
          // statically (a group takes its modules' dependencies along), so it
          // compresses as a whole; what is imported lazily stays in its own chunks.
          groups: [{ name: 'app', test: /\/src\/main\.tsx$/ }],
        },
      },
    },
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
  },
});
