import type { FastifyInstance } from 'fastify';
import { joinGroup, registerUser, type TestUser } from './helpers';

/** Adds `count` new members to a group (11+ members make it a paying group). */
export async function addMembers(
  app: FastifyInstance,
  inviteCode: string,
  count: number,
): Promise<TestUser[]> {
  const members: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await registerUser(app);
    await joinGroup(app, member, inviteCode);
    members.push(member);
  }
  return members;
}
