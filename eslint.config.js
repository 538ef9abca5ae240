import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { areaCycles } from './eslint-rules/area-cycles.js';
import { assertOneOwnerEach } from './eslint-rules/table-owners.js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repoRoot = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------
// The web's structure (docs/architecture.md, "The web's structure"), as import rules; the
// apps/web/src block below applies them, and apps/web/src/lint-boundaries.test.ts shows they fire.
//   features/<name>/  one area of the app; another feature or app/ reaches it only through its
//                     index.ts, never its components/, hooks/, api/, utils/ or test/ files;
//   components/, hooks/, lib/, test/  shared by everyone, and never import a feature or app/;
//   lib/live/         the live layer, used from outside it only through its index.ts;
//   app/              the router and the shell: uses features through their index.ts, and the
//                     router (with the home route) lazily imports page modules (features/*/*Page.tsx)
//                     directly, so each page stays its own chunk; nothing imports app/;
//   and no import cycles anywhere in apps/web/src.
// Paths are absolute so the rules read the same whatever directory ESLint runs from.
const web = join(repoRoot, 'apps/web/src');
const webFeatures = readdirSync(join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureEntry = `${web}/features/*/index.ts`;
const webZones = [
  // One zone per feature, read from the folder, so a new feature is covered without editing this.
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}/**`,
    from: `${web}/features/!(${feature})/**`,
    except: [featureEntry],
    message: 'Another feature is used only through its index.ts (features/<name>/index.ts).',
  })),
  {
    target: `${web}/app/**`,
    from: `${web}/features/**`,
    except: [featureEntry, `${web}/features/*/*Page.tsx`],
    message:
      'app/ uses a feature through its index.ts, or lazily imports one of its pages (features/<name>/<Name>Page.tsx).',
  },
  {
    target: [`${web}/components/**`, `${web}/hooks/**`, `${web}/lib/**`, `${web}/test/**`],
    from: [`${web}/features/**`, `${web}/app/**`],
    message: 'Shared code (components/, hooks/, lib/, test/) never imports a feature or app/.',
  },
  {
    target: `${web}/features/**`,
    from: `${web}/app/**`,
    message: 'Features never import app/ (the router and shell sit above them).',
  },
  {
    target: [`${web}/!(lib)/**`, `${web}/lib/*`, `${web}/lib/!(live)/**`],
    from: `${web}/lib/live`,
    except: ['./index.ts'],
    message: 'The live layer is used through its index.ts (lib/live/index.ts).',
  },
];

// ---------------------------------------------------------------------------------------------
// The server's areas and the tables each owns (docs/architecture.md, "Boundaries"). Only the
// owner imports a table from db/schema; everyone else calls its public entry. Tests may read
// any table (they check what was stored). A folder not listed here owns no table.
const server = 'apps/server/src';
const tablesOwnedBy = {
  // Accounts: the people and their sign-in tokens (the session check, security/sessions.ts, asks
  // auth for an account's session epoch).
  'modules/auth': ['users', 'accountTokens'],
  'modules/passkeys': ['passkeyCredentials', 'webauthnUserHandles', 'webauthnChallenges'],
  // Golf data: the schedule, fields and leaderboards, stored as the feed (golf-data/) gives them
  // and served to every other area.
  'modules/tournaments': ['tournaments', 'golfers', 'tournamentGolfers', 'leaderboardRows'],
  // The feed keeps its health and the simulator's season in the settings (db/settings.ts).
  'golf-data': ['appSettings'],
  'modules/groups': ['poolGroups', 'groupMembers', 'groupRemovedMembers'],
  'modules/game': ['groupTournaments', 'entries', 'groupTournamentChanges'],
  'modules/chat': ['chatMessages'],
  'modules/member-payments': ['memberPayments', 'memberPaymentChanges'],
  'modules/payment-info': ['userPaymentInfo', 'groupPaymentInfo'],
  'modules/billing': ['billingTransactions'],
  payments: ['fakePaymentIntents'],
  'modules/mail': ['mailOutbox'],
  'modules/notices': ['notices'],
};
// A table listed under two areas stops the lint from loading (eslint-rules/table-owners.js).
assertOneOwnerEach(tablesOwnedBy);
const allTables = Object.values(tablesOwnedBy).flat();
const serverAreas = [
  ...readdirSync(join(repoRoot, server, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `modules/${entry.name}`),
  'golf-data',
  'security',
  'payments',
  'http',
  'monitoring',
];
/** The no-restricted-imports patterns for one area's files at one depth below modules/{area}. */
function areaPatterns(area, nestedDepth) {
  const owned = tablesOwnedBy[area] ?? [];
  const notOwned = allTables.filter((table) => !owned.includes(table));
  const up = '\\.\\./'.repeat(nestedDepth + 1);
  const patterns = [
    {
      regex: `(^|/)db/schema(/|$)`,
      importNames: notOwned,
      message: `Another area's table: call the area that owns it (eslint.config.js, tablesOwnedBy).`,
    },
  ];
  if (area.startsWith('modules/'))
    patterns.push({
      regex: `^${up}[a-z-]+/`,
      message: `Another area's internals: import its public entry ('${'../'.repeat(nestedDepth + 1)}{area}') instead.`,
    });
  return patterns;
}
const testFiles = ['**/*.test.ts', '**/test-*.ts', '**/*-test-helpers.ts'];
const serverAreaRules = serverAreas.flatMap((area) =>
  [0, 1, 2].flatMap((nestedDepth) => {
    const files = [`${server}/${area}/${'*/'.repeat(nestedDepth)}*.ts`];
    const [tables, ...internals] = areaPatterns(area, nestedDepth);
    const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
    return [
      { files, ignores: testFiles, rules: restrict([tables, ...internals]) },
      ...(internals.length > 0
        ? [
            {
              files: testFiles.map((t) => files[0].replace('*.ts', t.slice(3))),
              rules: restrict(internals),
            },
          ]
        : []),
    ];
  }),
);

// The composition root (app-modules.ts, app.ts, main.ts: the files at the top of the server's
// src) uses an area only through its public entry, as other areas do.
const compositionRootRules = {
  files: [`${server}/*.ts`],
  ignores: testFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\./modules/[a-z-]+/',
            message:
              "The composition root uses an area through its public entry ('./modules/{area}').",
          },
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// packages/domain holds pure rules: it imports nothing but its own files (and @date-fns/tz, New
// York's offsets from the time zone database through Intl, no I/O). A relative path counts as
// its own only while it stays inside packages/domain/src, so a file N folders down may climb at
// most N times ('../'; files deeper than 2 folders at most twice), and only at the start:
// './../x' and 'a/../../x' are refused rather than worked out. The text is checked, not the
// resolved file, so a path to nothing is refused too. apps/server/src/architecture.test.ts
// shows the rule fires.
const domainRules = [0, 1, 2].map((nestedDepth) => {
  const climb = nestedDepth === 0 ? '' : `|(?:\\.\\./){1,${nestedDepth}}`;
  return {
    files: [`packages/domain/src/${nestedDepth < 2 ? '*/'.repeat(nestedDepth) : '*/*/**/'}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!@date-fns/tz(?:/|$)|(?:\\./${climb})(?!(?:.*/)?\\.\\.?(?:/|$)))`,
              message:
                'The domain package holds pure rules: it imports nothing but itself (and @date-fns/tz), and a relative import stays inside packages/domain/src.',
            },
          ],
        },
      ],
    },
  };
});

/** Text (a string or a template's text) that starts as `pattern` does. */
const textMatching = (pattern, message) =>
  ['Literal[value', 'TemplateElement[value.raw'].map((attribute) => ({
    selector: `${attribute}=${pattern}]`,
    message,
  }));
// An endless animation runs only for those who have not asked for reduced motion
// (docs/rules.md, "Phones and keyboards"): Tailwind's motion-safe: variant.
const endlessAnimation = textMatching(
  '/(^|\\s)animate-(pulse|spin|ping|bounce)\\b/',
  'An endless animation is motion-safe: write motion-safe:animate-…',
);
const apiPathWrittenOut = textMatching(
  '/^\\/api\\//',
  "An API path is written once, in the contract's table: pathTo(routes.x, ...) from '@fairway/contract/routes'",
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/.output/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', ...endlessAnimation],
    },
  },
  {
    // The app's own code builds API paths from the contract's table, where each is written
    // once; tests may write a URL out to stub it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...endlessAnimation, ...apiPathWrittenOut] },
  },
  // The server's structure (docs/architecture.md, "Boundaries"): an area is used by others only
  // through its public entry (modules/{area}/index.ts), and only the area that owns a table
  // queries it (serverAreaRules above). apps/server/src/architecture.test.ts shows both fire.
  ...serverAreaRules,
  compositionRootRules,
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No loop of areas, type imports included (import-x/no-cycle skips those): eslint-rules/.
    files: ['apps/server/src/**/*.ts'],
    plugins: { fairway: { rules: { 'area-cycles': areaCycles } } },
    rules: { 'fairway/area-cycles': ['error', { src: join(repoRoot, server) }] },
  },
  ...domainRules,
  // The web's structure (see the top of this file).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*.mjs', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  // Small files: no source file over 300 lines, tests and helpers included. Every line counts,
  // blank and comment lines too, as `wc -l` counts them. (The migrations, generated, are ignored
  // above.) A file that grows past it splits along a seam.
  {
    files: ['{apps,packages,e2e,bench}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
