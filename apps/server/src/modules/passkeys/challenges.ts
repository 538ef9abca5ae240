import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** How long a ceremony may take; also sent to the browser as the options' timeout. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengeBinding =
  { kind: 'registration'; userId: number } | { kind: 'authentication'; email: string | null };

/**
 * Challenges live in the database, not in memory, so any instance can check the answer to a
 * challenge another instance issued. The challenge is its own key: the browser echoes it in
 * clientDataJSON, so no attempt id has to travel beside the WebAuthn shapes.
 */
export class ChallengeStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async save(challenge: string, binding: ChallengeBinding): Promise<void> {
    const now = this.clock.now();
    // Purged as new ones are issued: no background job, and the table stays small.
    await this.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    await this.db.insert(webauthnChallenges).values({
      challenge,
      kind: binding.kind,
      userId: binding.kind === 'registration' ? binding.userId : null,
      email: binding.kind === 'authentication' ? binding.email : null,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  }

  /**
   * Takes the challenge out in one statement (DELETE ... RETURNING) before anything is
   * verified: two concurrent answers cannot both get it, and a failed answer burns it too.
   * A registration challenge is only taken by the user it was issued to. Null when there is
   * no such challenge or it has expired.
   */
  async consume(challenge: string, kind: ChallengeBinding['kind'], userId?: number) {
    const [row] = await this.db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.kind, kind),
          userId === undefined ? undefined : eq(webauthnChallenges.userId, userId),
        ),
      )
      .returning();
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    return row;
  }
}

const ClientData = z.object({ challenge: z.string().min(1).max(512) });

/** The challenge an answer claims to respond to (read from its clientDataJSON), or null if unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = ClientData.safeParse(
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data.challenge : null;
  } catch {
    return null;
  }
}
