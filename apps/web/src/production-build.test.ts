import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outDir = mkdtempSync(join(tmpdir(), 'fairway-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web build', () => {
  it('is a production bundle even when the shell says NODE_ENV=development', async () => {
    await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    // React's development build names its JSX helper jsxDEV; the production one never does.
    const development = scripts.filter((name) =>
      readFileSync(join(outDir, 'assets', name), 'utf8').includes('jsxDEV'),
    );
    expect(development).toEqual([]);
  }, 180_000);
});
