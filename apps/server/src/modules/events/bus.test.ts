import type { GroupEvent } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/database';
import { EventBus, type Notice } from './bus';

let database: Database;
const buses: EventBus[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.stop()));
  await database.close();
});

async function startBus() {
  const bus = new EventBus(database);
  await bus.start();
  buses.push(bus);
  return bus;
}

/** Announces as a writer's unit of work does (modules/live): queued with the commit, heard here at once. */
async function announce(bus: EventBus, notices: Notice[]) {
  await database.db.transaction((tx) => bus.publishWithin(tx, notices));
  bus.deliverHere(notices);
}

/**
 * The payloads carrying `event` sent on the channel while `work` runs (and until all arrived);
 * on PostgreSQL other tests' notifications may be arriving too.
 */
async function payloadsDuring(
  event: GroupEvent,
  work: () => Promise<void>,
  expected: number,
): Promise<string[]> {
  const sent: string[] = [];
  let arrived = () => {};
  const all = new Promise<void>((resolve) => (arrived = resolve));
  const stop = await database.listen('fairway_events', (payload) => {
    if (
      JSON.stringify((JSON.parse(payload) as { event?: unknown }).event) !== JSON.stringify(event)
    )
      return;
    sent.push(payload);
    if (sent.length === expected) arrived();
  });
  await work();
  await all;
  await stop();
  return sent;
}

const nextEvent = (bus: EventBus, groupId: number) =>
  new Promise<GroupEvent>((resolve) => {
    const stop = bus.subscribe(groupId, (event) => {
      stop();
      resolve(event);
    });
  });

describe('EventBus', () => {
  it('brings one event to 1,200 groups in three notifications, each under the payload limit', async () => {
    const publisher = await startBus();
    const listener = await startBus();
    // Large ids make the longest payloads PostgreSQL must accept (under 8,000 bytes).
    const groupIds = Array.from({ length: 1200 }, (_, i) => 1_000_000 + i);
    const first = nextEvent(listener, groupIds[0]!);
    const last = nextEvent(listener, groupIds.at(-1)!);
    const observed = new Set<number>();
    publisher.observe((groupId) => observed.add(groupId));
    const event: GroupEvent = { type: 'standings', data: { tournamentId: 9, version: 4 } };

    const sent = await payloadsDuring(event, () => announce(publisher, [{ groupIds, event }]), 3);
    expect(sent).toHaveLength(3);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    // This instance's caches heard every group at once, before the notifications went out.
    expect(observed.size).toBe(1200);
    expect(await first).toEqual(event);
    expect(await last).toEqual(event);
  });

  it('sends one group as `groupId`, which instances of the previous version read too', async () => {
    const publisher = await startBus();
    const event: GroupEvent = { type: 'members', data: { groupId: 5 } };
    const sent = await payloadsDuring(
      event,
      () => announce(publisher, [{ groupIds: [5], event }]),
      1,
    );
    expect(sent.map((payload) => JSON.parse(payload))).toEqual([
      { groupId: 5, event: { type: 'members', data: { groupId: 5 } }, from: expect.any(String) },
    ]);
  });

  it("lets an instance's observers hear its own event once, and another instance's once", async () => {
    const publisher = await startBus();
    const other = await startBus();
    const heard = { publisher: 0, other: 0 };
    // Only group 7's: on PostgreSQL, earlier tests' notifications may still be arriving.
    publisher.observe((groupId) => groupId === 7 && (heard.publisher += 1));
    other.observe((groupId) => groupId === 7 && (heard.other += 1));
    // The channel brings the event back to the publisher's streams: by then any echo is heard.
    const back = nextEvent(publisher, 7);
    const there = nextEvent(other, 7);
    await announce(publisher, [
      { groupIds: [7], event: { type: 'members', data: { groupId: 7 } } },
    ]);
    expect(heard.publisher).toBe(1);
    await Promise.all([back, there]);
    // Heard again from the channel, a cache would forget what was read after the change.
    expect(heard).toEqual({ publisher: 1, other: 1 });
  });

  it('still understands a notification for one group sent by an older instance', async () => {
    const listener = await startBus();
    const received = nextEvent(listener, 77);
    const event: GroupEvent = { type: 'members', data: { groupId: 77 } };
    await database.notify('fairway_events', JSON.stringify({ groupId: 77, event }));
    expect(await received).toEqual(event);
  });
});
