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
 * Creating an embedded database runs initdb, about 5 s on this kind of machine. The API
 * tests instead load one migrated template, dumped here once per run (about 1 s a file).
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
