import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Area → the areas its code imports at run time (type-only imports vanish from the build). */
export type AreaGraph = Map<string, Set<string>>;

/** `import … from '../area'` or `export … from '../area'`, not `import type`. */
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'\.\.\/([a-z-]+)';/gms;

/** The areas each area under `modulesDir` imports, read from its non-test sources. */
export function readAreaGraph(modulesDir: string): AreaGraph {
  const graph: AreaGraph = new Map();
  for (const area of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const sources = readdirSync(join(modulesDir, area.name), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !/(\.test\.ts|^test-|\/test-)/.test(file))
      .map((file) => readFileSync(join(modulesDir, area.name, file), 'utf8'));
    graph.set(area.name, areaImportsOf(area.name, sources));
  }
  return graph;
}

export function areaImportsOf(area: string, sources: readonly string[]): Set<string> {
  const imported = new Set<string>();
  for (const source of sources)
    for (const [, target] of source.matchAll(RUNTIME_IMPORT))
      if (target !== area) imported.add(target!);
  return imported;
}

/** Every loop of areas importing each other (each once, from its first area in name order). */
export function areaCycles(graph: AreaGraph): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const first = loop.indexOf([...loop].sort()[0]!);
        const rotated = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.set(rotated.join(' → '), rotated);
      } else walk([...path, next]);
    }
  };
  for (const area of graph.keys()) walk([area]);
  return [...cycles.values()];
}
