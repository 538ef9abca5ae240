import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { assertOneOwnerEach } from '../../../eslint-rules/table-owners.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids the lint config reports for `code` placed at `path` (from the repository root). */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the lint config holds the server to its structure (docs/architecture.md)', () => {
  it("refuses an area importing another area's internals", async () => {
    const code = "export { GroupAccess } from '../groups/access';\n";
    expect(await problems('apps/server/src/modules/chat/example.ts', code)).toContain(
      'no-restricted-imports',
    );
    const nested = "export { GroupAccess } from '../../groups/access';\n";
    expect(await problems('apps/server/src/modules/chat/parts/example.ts', nested)).toContain(
      'no-restricted-imports',
    );
  });

  it("refuses the composition root importing an area's internals", async () => {
    const internal = "export { GroupAccess } from './modules/groups/access';\n";
    expect(await problems('apps/server/src/app-modules.ts', internal)).toContain(
      'no-restricted-imports',
    );
    const entry = "export { groups } from './modules/groups';\n";
    expect(await problems('apps/server/src/app-modules.ts', entry)).toEqual([]);
  });

  it("accepts an area's public entry, its own files and the shared folders", async () => {
    const code = [
      "export { GroupAccess } from '../groups';",
      "export { ChatService } from './service';",
      "export { notFound } from '../../lib/domain-errors';",
      '',
    ].join('\n');
    expect(await problems('apps/server/src/modules/chat/example.ts', code)).toEqual([]);
  });

  it("refuses an area querying another area's table, and accepts its own", async () => {
    const others = "export { entries, users } from '../../db/schema';\n";
    const found = await problems('apps/server/src/modules/chat/example.ts', others);
    expect(found.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
    const own = "export { chatMessages } from '../../db/schema';\n";
    expect(await problems('apps/server/src/modules/chat/example.ts', own)).toEqual([]);
    // Tests may read any table: they check what was stored.
    expect(await problems('apps/server/src/modules/chat/example.test.ts', others)).toEqual([]);
  });

  it('refuses an import cycle between server files', async () => {
    // game/entries-service.ts imports game/store.ts: store importing it back closes a loop.
    const loop = "export { EntryService } from './entries-service';\n";
    expect(await problems('apps/server/src/modules/game/store.ts', loop)).toContain(
      'import-x/no-cycle',
    );
    expect(await problems('apps/server/src/modules/game/example.ts', loop)).toEqual([]);
  });

  it('keeps the domain package free of I/O and dependencies', async () => {
    const reads = "export { readFileSync } from 'node:fs';\n";
    expect(await problems('packages/domain/src/example.ts', reads)).toContain(
      'no-restricted-imports',
    );
    const queries = "export { eq } from 'drizzle-orm';\n";
    expect(await problems('packages/domain/src/example.ts', queries)).toContain(
      'no-restricted-imports',
    );
    expect(await problems('packages/domain/src/example.ts', "export * from './money';\n")).toEqual(
      [],
    );
  });

  it('refuses a relative import that climbs out of the domain package', async () => {
    const escapes = [
      "export { users } from '../../../apps/server/src/db/schema';\n",
      "export { users } from './../../../apps/server/src/db/schema';\n",
      "export * from './tiers/../../../contract/src';\n",
      "export * from '../src/money';\n",
    ];
    for (const code of escapes)
      expect({ code, found: await problems('packages/domain/src/example.ts', code) }).toEqual({
        code,
        found: ['no-restricted-imports'],
      });
    // One folder down, one climb stays inside; two leave.
    const nested = 'packages/domain/src/rules/example.ts';
    expect(await problems(nested, "export * from '../money';\n")).toEqual([]);
    expect(
      await problems(nested, "export { users } from '../../../../apps/server/src/db/schema';\n"),
    ).toEqual(['no-restricted-imports']);
  });
});

describe('the lint config keeps source files small', () => {
  it('refuses a file over 300 lines anywhere, counting blank and comment lines as wc -l does', async () => {
    // `count` lines, each ending in a newline (wc -l says `count`): comments and blank lines.
    const lines = (count: number) =>
      ['export {};', ...Array.from({ length: count - 1 }, (_, i) => (i % 2 ? '' : '// why'))]
        .map((line) => `${line}\n`)
        .join('');
    for (const path of [
      'apps/server/src/example.ts',
      'apps/web/src/example.test.tsx',
      'packages/domain/src/example.ts',
      'e2e/tests/example.spec.ts',
      'bench/example.mjs',
    ]) {
      expect({ path, found: await problems(path, lines(300)) }).toEqual({ path, found: [] });
      expect({ path, found: await problems(path, lines(301)) }).toEqual({
        path,
        found: ['max-lines'],
      });
    }
  });
});

describe('server areas depend on each other one way (docs/architecture.md, "Boundaries")', () => {
  it('refuses an import that closes a loop of areas, a type import too, through a third area', async () => {
    // game shows chat notices (it imports chat): chat naming a game type closes a loop.
    const typeOnly = "export type { GroupTournamentRow } from '../game';\n";
    expect(await problems('apps/server/src/modules/chat/example.ts', typeOnly)).toContain(
      'fairway/area-cycles',
    );
    // groups imports auth and auth imports mail: mail naming a groups type closes a loop
    // through a third area.
    const throughOthers = "export type { GroupAccess } from '../groups';\n";
    expect(await problems('apps/server/src/modules/mail/example.ts', throughOthers)).toContain(
      'fairway/area-cycles',
    );
    // A shared folder counts as an area: http is imported by every area's routes.
    const fromHttp = "export type { LiveWrites } from '../modules/live';\n";
    expect(await problems('apps/server/src/http/example.ts', fromHttp)).toContain(
      'fairway/area-cycles',
    );
  });

  it('accepts imports downwards, types or not, and lets tests import anything', async () => {
    const down = [
      "export type { ListedGroupTournament } from '../groups';",
      "export { countMembers } from '../groups';",
      "export { renderJson } from '../../http/rendered-json';",
      '',
    ].join('\n');
    expect(await problems('apps/server/src/modules/game/example.ts', down)).toEqual([]);
    const up = "export type { GroupTournamentRow } from '../game';\n";
    expect(await problems('apps/server/src/modules/chat/example.test.ts', up)).toEqual([]);
  });

  it('refuses a table owned by two areas', () => {
    expect(() => assertOneOwnerEach({ 'modules/auth': ['users'], security: ['users'] })).toThrow(
      /owned twice: users \(modules\/auth and security\)/,
    );
    expect(() => assertOneOwnerEach({ 'modules/auth': ['users'] })).not.toThrow();
  });
});
