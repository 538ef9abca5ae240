import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database runs initdb, which is slow. The API tests instead load one
 * migrated template, dumped here once per run, which is much quicker per file (figures in
 * docs/performance.md, "Figures that used to live in code comments").
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'fairway-pglite-template-'));
  const database = await openDatabase({ url: 'memory://', dataDir: '' });
  const dump = await database.dump!();
  await database.close();
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
