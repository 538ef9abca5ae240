import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import pLimit from 'p-limit';

/**
 * A response body rendered once and served many times: the JSON text and its gzip, with the
 * ETag that names its version. Hot read paths (leaderboard, standings) keep these in memory
 * per data version, so a request costs neither serialisation nor compression.
 */
export interface RenderedJson {
  etag: string;
  json: string;
  gzip: Buffer;
}

const compress = promisify(gzip);

/**
 * The bytes a rendered body holds, for caches with a byte budget: the gzip, and the JSON at
 * one byte per character (what V8 keeps for text that is all Latin-1, as these bodies are
 * unless a name holds other characters; such a body holds up to twice this). Counted without
 * encoding anything: even the largest body costs nothing to measure.
 */
export const renderedSize = ({ json, gzip }: RenderedJson): number => json.length + gzip.byteLength;

export function renderJson(etag: string, body: unknown): Promise<RenderedJson> {
  return compressJson(etag, JSON.stringify(body));
}

/** JSON shorter than this (small groups' standings, dashboards, leaderboards) is gzipped here. */
export const COMPRESS_IN_PLACE_BELOW = 256 * 1024;

/**
 * Small bodies are gzipped where they are made (cheaper than a trip to the thread pool), larger
 * ones on libuv's thread pool, at most one per core and into one output chunk as large as the
 * input, so a rebuild's compressions neither take the cores from composing nor wait on the main
 * thread 16 KB at a time (docs/decisions/0010-small-bodies-gzipped-in-place.md; measurements in
 * docs/performance.md, "2026-11-24: the load generator, security headers, the rebuild, memory").
 */
export async function compressJson(etag: string, json: string): Promise<RenderedJson> {
  if (json.length < COMPRESS_IN_PLACE_BELOW) return { etag, json, gzip: gzipSync(json) };
  const chunkSize = Math.max(MIN_CHUNK, json.length);
  return { etag, json, gzip: await onThreadPool(() => compress(json, { chunkSize })) };
}

const onThreadPool = pLimit(availableParallelism());

const MIN_CHUNK = 16 * 1024;
