import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * `fairway/area-cycles`: no loop of server areas importing each other, type imports included
 * (docs/architecture.md, "Boundaries"). import-x/no-cycle follows files and skips `import type`
 * (it vanishes from the build), so a circle of areas held together by types alone passed it;
 * this rule works on areas (`modules/{area}`, and the shared folders such as `http`), reading
 * every server source once per lint run, and reports the import that closes a loop.
 */

const IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']*)';/gms;
const isFolder = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
const isTest = (file) => /(\.test\.ts$|(^|\/)test-[^/]*$|-test-helpers\.ts$)/.test(file);

/** The area a path under the server's src belongs to: `modules/x`, a top folder, or null. */
function areaOf(pathInSrc) {
  const parts = pathInSrc.split(sep).join('/').split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : null;
  return parts.length > 1 ? parts[0] : null;
}

/** The areas a file's relative imports reach (its own left out). */
function importedAreas(src, file, code) {
  const own = areaOf(relative(src, file));
  const areas = new Set();
  for (const [, specifier] of code.matchAll(IMPORT)) {
    const target = resolve(dirname(file), specifier);
    if (!target.startsWith(src + sep)) continue;
    const inSrc = relative(src, target);
    // '../groups' names an area's folder (its index.ts); '../config' a top-level file.
    const reached = areaOf(inSrc) ?? (isFolder(target) ? areaOf(join(inSrc, 'index.ts')) : null);
    if (reached && reached !== own) areas.add(reached);
  }
  return areas;
}

const graphs = new Map();
/** Area → areas it imports, from every non-test source under `src` (read once per run). */
function areaGraph(src) {
  if (graphs.has(src)) return graphs.get(src);
  const graph = new Map();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || isTest(file)) continue;
    const path = join(src, file);
    const area = areaOf(file);
    if (!area) continue;
    const edges = graph.get(area) ?? new Set();
    for (const target of importedAreas(src, path, readFileSync(path, 'utf8'))) edges.add(target);
    graph.set(area, edges);
  }
  graphs.set(src, graph);
  return graph;
}

/** A path of areas from `from` to `to`, or null. */
function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const path = queue.shift();
    if (path.at(-1) === to) return path;
    for (const next of graph.get(path.at(-1)) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
  }
  return null;
}

export const areaCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No loop of server areas importing each other, type imports included' },
    schema: [{ type: 'object', properties: { src: { type: 'string' } }, required: ['src'] }],
    messages: {
      loop: 'This import closes a loop of areas ({{loop}}): name what you need in a port of your own area, or move it below both (docs/architecture.md, "Boundaries").',
    },
  },
  create(context) {
    const src = context.options[0].src;
    const file = context.filename;
    const own = areaOf(relative(src, file));
    if (!own || isTest(relative(src, file))) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const code = `import x from '${node.source.value}';`;
      for (const target of importedAreas(src, file, code)) {
        const back = pathBetween(areaGraph(src), target, own);
        if (back)
          context.report({ node, messageId: 'loop', data: { loop: [own, ...back].join(' → ') } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
