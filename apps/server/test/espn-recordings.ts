import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Real ESPN answers recorded by others. They are never committed: they live beside the
 * repository, in ../shared/espn-recorded from its root (or wherever ESPN_RECORDINGS_DIR says),
 * and tests that read them are skipped when the folder is absent. Each file is read and parsed
 * at most once per test worker.
 */
export const RECORDINGS_DIR = process.env.ESPN_RECORDINGS_DIR
  ? `${process.env.ESPN_RECORDINGS_DIR.replace(/\/+$/, '')}/`
  : fileURLToPath(new URL('../../../../shared/espn-recorded/', import.meta.url));
export const recordingsAvailable = existsSync(RECORDINGS_DIR);

const bytesCache = new Map<string, Buffer>();
const jsonCache = new Map<string, unknown>();

export function recordingBytes(file: string): Buffer {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = readFileSync(new URL(file, `file://${RECORDINGS_DIR}`));
    bytesCache.set(file, bytes);
  }
  return bytes;
}

export function recording(file: string): unknown {
  if (!jsonCache.has(file)) jsonCache.set(file, JSON.parse(recordingBytes(file).toString('utf8')));
  return jsonCache.get(file);
}

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One event of a recorded answer, by id. */
export const eventOf = (file: string, eventId: string): Json =>
  (recording(file) as { events: Json[] }).events.find((event) => event.id === eventId)!;

export const ROCKET_CLASSIC = '401811960';
export const WYNDHAM = '401811961';

/** What ESPN answered at one moment: this week's scoreboard, and the leaderboards recorded then. */
export interface RecordedMoment {
  label: string;
  /** When it was recorded (from the file name). */
  at: Date;
  scoreboard: string;
  /** Leaderboard files by event id; other events' leaderboards answer 404. */
  leaderboards: Record<string, string>;
}

function moment(label: string, scoreboard: string, leaderboards: Record<string, string> = {}) {
  const stamp = /(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})Z/.exec(scoreboard)!;
  return {
    label,
    at: new Date(`${stamp[1]}T${stamp[2]}:${stamp[3]}:00Z`),
    scoreboard,
    leaderboards,
  };
}

/** The Rocket Classic from the posted field to the final result, in order. */
export const ROCKET_CLASSIC_MOMENTS: RecordedMoment[] = [
  moment('before round 1', 'scoreboard-2026-07-30T0535Z-401811960-pre.json'),
  moment('round 1 in progress', 'scoreboard-2026-07-30T1803Z-401811960-r1-in.json'),
  moment('round 1 play complete', 'scoreboard-2026-07-31T0001Z-401811960-r1-playcomplete.json'),
  moment('round 2 in progress', 'scoreboard-2026-07-31T1836Z-401811960-r2-in.json', {
    [ROCKET_CLASSIC]: 'leaderboard-401811960-r2-in-wd.json',
  }),
  moment(
    'round 3 play complete, after the cut',
    'scoreboard-2026-08-02T0606Z-401811960-r3-playcomplete-postcut.json',
  ),
  moment('round 4 in progress', 'scoreboard-2026-08-02T1803Z-401811960-r4-in.json'),
  moment('round 4 play complete', 'scoreboard-2026-08-02T2207Z-401811960-r4-playcomplete.json'),
  moment('final', 'scoreboard-2026-08-02T2233Z-401811960-final.json', {
    [ROCKET_CLASSIC]: 'leaderboard-401811960-final-cut-TRIMMED.json',
  }),
];

/** The Wyndham two days before it starts: a scoreboard without competitors, a posted field. */
export const WYNDHAM_BEFORE_START = moment(
  'Wyndham before it starts',
  'scoreboard-2026-08-04T1504Z-401811961-pre-nocompetitors.json',
  { [WYNDHAM]: 'leaderboard-401811961-pre.json' },
);

export interface EspnStandIn {
  scoreboardUrl: string;
  leaderboardUrl: string;
  /** Answer as ESPN did at this moment from now on. */
  show(moment: RecordedMoment): void;
  /** Every path and query asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * ESPN on 127.0.0.1: a real HTTP server answering the scoreboard and leaderboard paths with the
 * recordings of the moment shown (any `dates` gets this week's scoreboard, as ESPN's current
 * answer is all that was recorded); anything else is a 404.
 */
export async function startEspnStandIn(): Promise<EspnStandIn> {
  let shown: RecordedMoment | null = null;
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url.pathname + url.search);
    const file = !shown
      ? undefined
      : url.pathname === '/apis/site/v2/sports/golf/pga/scoreboard'
        ? shown.scoreboard
        : url.pathname === '/apis/site/v2/sports/golf/leaderboard'
          ? shown.leaderboards[url.searchParams.get('event') ?? '']
          : undefined;
    if (!file) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"code":404,"message":"Not Found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(recordingBytes(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apis/site/v2/sports/golf`;
  return {
    scoreboardUrl: `${base}/pga/scoreboard`,
    leaderboardUrl: `${base}/leaderboard?league=pga`,
    show: (moment) => {
      shown = moment;
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
