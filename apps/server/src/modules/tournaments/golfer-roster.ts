import { eq } from 'drizzle-orm';
import { displayGolferName } from '@fairway/domain';
import type { Db, Tx } from '../../db/client';
import { golfers } from '../../db/schema';

/** Every golfer's id and name (the historical import matches names against them all). */
export async function allGolfers(db: Db | Tx): Promise<{ id: number; name: string }[]> {
  return db.select({ id: golfers.id, name: golfers.name }).from(golfers);
}

/** A golfer's name and the provider's id for them (null for one known only by name). */
export async function findGolfer(
  db: Db | Tx,
  golferId: number,
): Promise<{ name: string; externalId: string | null } | undefined> {
  const [golfer] = await db
    .select({ name: golfers.name, externalId: golfers.externalId })
    .from(golfers)
    .where(eq(golfers.id, golferId));
  return golfer;
}

/** A golfer known only by name (no provider id), stored under the name as it is displayed. */
export async function createGolfer(tx: Tx, rawName: string): Promise<{ id: number; name: string }> {
  const [created] = await tx
    .insert(golfers)
    .values({ name: displayGolferName(rawName) })
    .returning({ id: golfers.id, name: golfers.name });
  return created!;
}
