// Boots a worker thread that runs TypeScript: registers tsx, then imports
// the module named in workerData.entry (a file: URL).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
