import type { Random } from '../../lib/random';
import { randomFor, shuffled } from '../../lib/random';
import type { NamePool } from './name-pools';
import { NAME_POOLS } from './name-pools';

export interface RosterGolfer {
  externalId: string;
  name: string;
  country: string;
  /** Expected strokes to par per round on a neutral course: about -3 for the best, +2 for the weakest. */
  baseSkill: number;
}

/** Builds `size` golfers with distinct names; ids are `sim-g-1` … in roster order. */
export function buildRoster(seed: string, size: number): RosterGolfer[] {
  const random = randomFor(seed, 'roster');
  const people = shuffled(
    NAME_POOLS.flatMap((pool, index) => drawNames(pool, poolCount(index, size), random)),
    random,
  );
  // Skill ranks are shuffled separately so ids and names say nothing about strength.
  const skillRanks = shuffled(
    people.map((_, rank) => rank),
    random,
  );
  return people.map((person, index) => ({
    externalId: `sim-g-${index + 1}`,
    ...person,
    baseSkill: skillForRank(skillRanks[index]!, people.length, random),
  }));
}

/** How many golfers a pool supplies; the first pool takes the rounding remainder. */
function poolCount(poolIndex: number, size: number): number {
  const others = NAME_POOLS.slice(1).reduce((sum, pool) => sum + Math.round(pool.share * size), 0);
  return poolIndex === 0 ? size - others : Math.round(NAME_POOLS[poolIndex]!.share * size);
}

/** Distinct surnames within a pool; first names may repeat, as they do on tour. */
function drawNames(
  pool: NamePool,
  count: number,
  random: Random,
): { name: string; country: string }[] {
  if (count > pool.lastNames.length) throw new Error(`Name pool too small for ${count} golfers`);
  return shuffled(pool.lastNames, random)
    .slice(0, count)
    .map((lastName) => ({
      name: `${pick(pool.firstNames, random)} ${lastName}`,
      country: pick(pool.countries, random),
    }));
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * A concave curve over rank: a few elite players well clear of the rest, a deep middle,
 * and a tail of weaker players, plus a little noise so gaps are not perfectly regular.
 */
function skillForRank(rank: number, count: number, random: Random): number {
  const position = count > 1 ? rank / (count - 1) : 0;
  const noise = (random() - 0.5) * 0.2;
  return -3 + 5 * Math.pow(position, 0.6) + noise;
}
