import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's structure rules (eslint.config.js; docs/architecture.md, "The web's structure")
 * really fire. Each case lints one snippet as if it sat at the given path, with the repository's
 * own configuration; only the snippet is linted, and only by the rules under test.
 */
const repoRoot = join(import.meta.dirname, '../../..');
const BOUNDARY = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

const linterFor = (ruleId: string) =>
  new ESLint({ cwd: repoRoot, ruleFilter: (rule) => rule.ruleId === ruleId });
// The boundary rule alone never walks the import graph, so those cases take milliseconds.
const boundaries = linterFor(BOUNDARY);
const cycles = linterFor(CYCLE);
const SYNTAX = 'no-restricted-syntax';
const syntax = linterFor(SYNTAX);

async function rulesBroken(path: string, code: string, eslint = boundaries) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'apps/web/src', path) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the web structure lint', { timeout: 60_000 }, () => {
  it("refuses a feature reaching into another feature's internals", async () => {
    expect(
      await rulesBroken(
        'features/dashboard/components/Snippet.tsx',
        "import { RecentWinnerCard } from '../../history/components/RecentWinnerCard';\nexport const Card = RecentWinnerCard;\n",
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await rulesBroken(
        'features/payments/Snippet.ts',
        "import { groupAdminKeys } from '../group-admin/api/keys';\nexport const keys = groupAdminKeys;\n",
      ),
    ).toEqual([BOUNDARY]);
  });

  it("allows another feature's index.ts, and a feature's own files", async () => {
    expect(
      await rulesBroken(
        'features/dashboard/components/Snippet.tsx',
        "import { RecentWinnerCard } from '../../history';\nexport const Card = RecentWinnerCard;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'features/history/Snippet.tsx',
        "import { RecentWinnerCard } from './components/RecentWinnerCard';\nexport const Card = RecentWinnerCard;\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared code importing a feature, even through its index, or the app', async () => {
    expect(
      await rulesBroken(
        'lib/snippet.ts',
        "import { useGroups } from '../features/groups';\nexport const groups = useGroups;\n",
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await rulesBroken(
        'components/Snippet.tsx',
        "import { Logo } from '../app/shell/Logo';\nexport const Mark = Logo;\n",
      ),
    ).toEqual([BOUNDARY]);
  });

  it('lets code outside lib/live use the live layer only through its index.ts', async () => {
    expect(
      await rulesBroken(
        'features/chat/Snippet.ts',
        "import { joinStream } from '../../lib/live/shared-streams';\nexport const join = joinStream;\n",
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await rulesBroken(
        'lib/snippet.ts',
        "import { openEventStream } from './live/event-stream';\nexport const open = openEventStream;\n",
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await rulesBroken(
        'features/chat/Snippet.ts',
        "import { useGroupEvents } from '../../lib/live';\nexport const live = useGroupEvents;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'lib/live/snippet.ts',
        "import { joinStream } from './shared-streams';\nexport const join = joinStream;\n",
      ),
    ).toEqual([]);
  });

  it("lets app/ use a feature's index and lazily load its pages, nothing else", async () => {
    expect(
      await rulesBroken(
        'app/Snippet.ts',
        "import { useGroups } from '../features/groups';\nexport const groups = useGroups;\nexport const page = () => import('../features/groups/GroupsPage');\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'app/Snippet.ts',
        "import { useGroups } from '../features/groups/api/groups';\nexport const groups = useGroups;\n",
      ),
    ).toEqual([BOUNDARY]);
  });

  it('refuses a feature importing app/', async () => {
    expect(
      await rulesBroken(
        'features/groups/Snippet.ts',
        "import { Logo } from '../../app/shell/Logo';\nexport const Mark = Logo;\n",
      ),
    ).toEqual([BOUNDARY]);
  });

  it('refuses an import cycle', async () => {
    // hooks/useGroup.ts imports lib/query-keys.ts, so query-keys importing it closes a loop.
    expect(
      await rulesBroken(
        'lib/query-keys.ts',
        "import { useGroup } from '../hooks/useGroup';\nexport const group = useGroup;\n",
        cycles,
      ),
    ).toEqual([CYCLE]);
    expect(
      await rulesBroken(
        'lib/query-keys.ts',
        "import { api } from './api';\nexport const client = api;\n",
        cycles,
      ),
    ).toEqual([]);
  });

  it('refuses an endless animation that is not motion-safe', async () => {
    const dot = (classes: string) => `export const Dot = () => <span className="${classes}" />;\n`;
    // The snippets under test are themselves what the rule refuses.
    /* eslint-disable no-restricted-syntax */
    const endless = dot('size-2 animate-pulse');
    const endlessInTemplate = 'export const c = `x animate-spin`;\n';
    /* eslint-enable no-restricted-syntax */
    expect(await rulesBroken('components/Dot.tsx', endless, syntax)).toEqual([SYNTAX]);
    expect(await rulesBroken('components/Dot.tsx', endlessInTemplate, syntax)).toEqual([SYNTAX]);
    expect(
      await rulesBroken('components/Dot.tsx', dot('size-2 motion-safe:animate-pulse'), syntax),
    ).toEqual([]);
  });

  it("refuses an API path written out of the contract's route table", async () => {
    const written = 'export const path = (id: number) => `/api/pool-groups/${id}`;\n';
    const fromTable =
      "import { pathTo, routes } from '@fairway/contract/routes';\n" +
      'export const path = (groupId: number) => pathTo(routes.group, { groupId });\n';
    expect(await rulesBroken('features/groups/api/group.ts', written, syntax)).toEqual([SYNTAX]);
    expect(await rulesBroken('lib/api.ts', "export const p = '/api/config';\n", syntax)).toEqual([
      SYNTAX,
    ]);
    expect(await rulesBroken('features/groups/api/group.ts', fromTable, syntax)).toEqual([]);
    // Tests may write a URL out to stub it.
    expect(await rulesBroken('features/groups/api/group.test.ts', written, syntax)).toEqual([]);
  });
});
