// Bundles the server (and the workspace packages it imports, contract and domain) into
// dist/main.js; npm packages stay external and load from node_modules. Migrations are copied beside it, with an
// empty migrated embedded database for first starts.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fairway/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // The forecast's worker thread is a file of its own, started from beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'forecast-worker': 'src/modules/forecast/forecast-worker.ts',
  },
  outdir: 'dist',
  // Modules loaded on demand (the database driver not in use, say) become chunks of their
  // own (beside main.js, where migrations and the template are looked for), so their npm
  // packages load only with them.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });

// An empty, migrated embedded database, so a first start loads it instead of running initdb
// (src/db/client.ts, shippedTemplate). Built from the same migrations the bundle carries.
const client = await PGlite.create();
await migrate(drizzle(client), { migrationsFolder: 'dist/migrations' });
const template = await client.dumpDataDir('gzip');
await client.close();
writeFileSync('dist/pglite-template.tar.gz', Buffer.from(await template.arrayBuffer()));
