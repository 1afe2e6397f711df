import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@sitespark/service-kit';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');

/** `npm start` on a fresh clone builds the SPA once; later starts reuse it. */
export async function ensureWebBuilt(logger: Logger): Promise<void> {
  if (existsSync(path.join(webDistDir, 'index.html'))) return;
  logger.info('building the web app (first start only)');
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@sitespark/web'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed with exit code ${code}`))));
  });
  logger.info({ ms: Date.now() - started }, 'web app built');
}
