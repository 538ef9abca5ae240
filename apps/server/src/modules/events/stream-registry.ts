import type { TokenSession } from '../../security/tokens';

/** One open event stream, as the registry sees it. */
export interface LiveStream {
  readonly userId: number;
  /** The session whose token opened it: it lives no longer than that session. */
  readonly session: TokenSession;
  /** Writes one Server-Sent Event. */
  send(event: string, data: unknown): void;
  /** Ends the response and its connection. */
  close(): void;
}

/**
 * A member has several devices and tabs, but more streams than this are abuse or a leak: the
 * sixth replaces the oldest (docs/security.md).
 */
export const STREAMS_PER_USER = 5;

/**
 * Every event stream this instance holds, by user. Each stream holds a socket, so their number
 * is bounded: at most STREAMS_PER_USER per user (opening one more closes that user's oldest,
 * after a final `replaced` event) and `maxStreams` in all (EVENT_STREAMS_MAX; beyond it a new
 * stream is refused before it opens). It is also where all of a user's streams can be closed.
 */
export class StreamRegistry {
  /** Each user's streams, oldest first (a Set keeps insertion order). */
  readonly #byUser = new Map<number, Set<LiveStream>>();
  #size = 0;

  constructor(
    readonly maxStreams: number,
    readonly perUser = STREAMS_PER_USER,
  ) {}

  get size(): number {
    return this.#size;
  }

  /**
   * Whether `userId` may open a stream now: when the instance is full, only a user already at
   * their own limit may, since their oldest stream then makes room.
   */
  hasRoomFor(userId: number): boolean {
    return this.#size < this.maxStreams || (this.#byUser.get(userId)?.size ?? 0) >= this.perUser;
  }

  /** Records an opened stream; the user's oldest is replaced if this one is over their limit. */
  add(stream: LiveStream): void {
    let streams = this.#byUser.get(stream.userId);
    if (!streams) {
      streams = new Set();
      this.#byUser.set(stream.userId, streams);
    }
    streams.add(stream);
    this.#size += 1;
    for (const oldest of streams) {
      if (streams.size <= this.perUser) break;
      this.close(oldest, 'replaced');
    }
  }

  /** Forgets a stream that ended (the client left, or it was closed here). */
  remove(stream: LiveStream): void {
    const streams = this.#byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.#size -= 1;
    if (streams.size === 0) this.#byUser.delete(stream.userId);
  }

  /** Closes every stream of one user, after a final `event` if one is given. */
  closeUser(userId: number, event?: string): void {
    for (const stream of this.#byUser.get(userId) ?? []) this.close(stream, event);
  }

  /** One user's open streams, oldest first. */
  streamsOf(userId: number): LiveStream[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  /** Every open stream. */
  all(): LiveStream[] {
    return [...this.#byUser.values()].flatMap((streams) => [...streams]);
  }

  /** Sends one event to every open stream. */
  broadcast(event: string, data: unknown): void {
    for (const streams of this.#byUser.values())
      for (const stream of streams) stream.send(event, data);
  }

  /** Closes every stream (the server is shutting down). */
  closeAll(): void {
    for (const userId of [...this.#byUser.keys()]) this.closeUser(userId);
  }

  /** Closes one stream, after a final `event` if one is given. */
  close(stream: LiveStream, event?: string): void {
    this.remove(stream);
    if (event) stream.send(event, {});
    stream.close();
  }
}
