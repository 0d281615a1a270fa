/**
 * Running the shipped recogniser in Chromium for bench-photos.ts and
 * verify-photos.ts: builds tests/tools/photo/harness.html (which imports
 * src/photo/recognise.ts) with Vite, serves it on 127.0.0.1:4203 (or
 * $PHOTO_PORT) and calls recognisePhoto on each photo's bytes, as the game
 * does with a file input's File. Also measures the recogniser's lazy chunk.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview, type PreviewServer } from 'vite';
import type { PhotoRead } from '../../../src/photo/types';

const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export interface BrowserRun {
  page: Page;
  /** Time recognisePhoto on the bytes (milliseconds from the Blob to the read). */
  read: (bytes: Uint8Array, type: string) => Promise<{ ms: number; read: PhotoRead }>;
  /** Resident memory of the browser's renderer processes (the page and its workers), in MB; Linux only (0 elsewhere). */
  rendererMB: () => Promise<number>;
  /** Gzip size of the built JavaScript a read loads: the harness's entry (with recognisePhoto) and the photo worker. */
  chunks: { file: string; gzip: number }[];
  close: () => Promise<void>;
}

export async function startBrowser(): Promise<BrowserRun> {
  const root = import.meta.dirname;
  const outDir = join(tmpdir(), `sudoku-photo-harness-${process.pid}`);
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: process.env.PHOTO_MINIFY !== '0',
      rolldownOptions: { input: join(root, 'harness.html') },
    },
    worker: { format: 'es' },
  });
  const assets = join(outDir, 'assets');
  // What the game loads when a photo is chosen: the page's chunk (recognisePhoto,
  // and the harness's own few lines) and the worker's (pipeline and model). The
  // chunks profilePhoto loads on its first call (the same pipeline and model, on
  // the page's thread) are left out.
  const chunks = readdirSync(assets)
    .filter((f) => /^(harness|photoWorker)-.*\.js$/.test(f))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(assets, file))).length }));
  const server: PreviewServer = await preview({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: Number(process.env.PHOTO_PORT ?? 4203), host: '127.0.0.1', strictPort: true },
  });
  const url = server.resolvedUrls!.local[0];
  const browser: Browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (f) => f;');
  const page = await context.newPage();
  await page.goto(`${url}harness.html`);
  await page.waitForSelector('body[data-ready="true"]');
  const cdp = await browser.newBrowserCDPSession();
  const rendererMB = async () => {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    let kb = 0;
    for (const p of processInfo) {
      if (p.type !== 'renderer') continue;
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.id}/status`, 'utf8'));
        kb += m ? Number(m[1]) : 0;
      } catch {
        // gone, or not Linux
      }
    }
    return kb / 1024;
  };
  return {
    page,
    chunks,
    rendererMB,
    read: (bytes, type) =>
      page.evaluate(([b64, t]) => window.readPhoto(b64, t), [
        Buffer.from(bytes).toString('base64'),
        type,
      ] as const),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}
