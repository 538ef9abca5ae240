import { availableParallelism } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_IN_PLACE_BELOW, compressJson } from './rendered-json';

/** JSON text of about `rows` standings-like rows (each row about 1 KB, repetitive like real ones). */
const bodyOf = (rows: number) =>
  JSON.stringify(
    Array.from({ length: rows }, (_, i) => ({
      rank: i + 1,
      player: { id: i, name: `Player ${i}` },
      selections: Array.from({ length: 5 }, (_, g) => ({
        golferId: (i * 7 + g * 13) % 156,
        name: `Golfer ${(i * 7 + g * 13) % 156}`,
        score: ((i + g) % 21) - 10,
        rounds: { 1: -2, 2: 1, 3: null },
      })),
    })),
  );

describe('compressJson', () => {
  it.each([
    ['below', 50],
    ['above', 2_000],
  ])('gzips a body %s the in-place size to exactly its JSON', async (side, rows) => {
    const json = bodyOf(rows);
    expect(json.length < COMPRESS_IN_PLACE_BELOW).toBe(side === 'below');
    const rendered = await compressJson('"v1"', json);
    expect(rendered.etag).toBe('"v1"');
    expect(rendered.json).toBe(json);
    expect(gunzipSync(rendered.gzip).toString()).toBe(json);
    expect(rendered.gzip.length).toBeLessThan(json.length / 5);
  });

  it('queues large bodies beyond one per core and serves every one', async () => {
    // More than the thread pool takes at once: the rest wait for a free slot, none is lost.
    const bodies = Array.from({ length: availableParallelism() * 2 + 1 }, (_, i) =>
      bodyOf(1_000 + i),
    );
    expect(bodies.every((json) => json.length >= COMPRESS_IN_PLACE_BELOW)).toBe(true);
    const rendered = await Promise.all(bodies.map((json, i) => compressJson(`"v${i}"`, json)));
    rendered.forEach(({ etag, gzip }, i) => {
      expect(etag).toBe(`"v${i}"`);
      expect(gunzipSync(gzip).toString()).toBe(bodies[i]);
    });
  });
});
