import { z } from 'zod';

/**
 * Zod schemas for ESPN's public golf JSON (docs/operations.md, "Real golf data (ESPN)"). ESPN
 * changes these shapes without notice, so every object keeps unknown keys and nearly every field is
 * optional.
 *
 * Two kinds of fields:
 * - data we store (ids, names, statuses, strokes, to-par, periods, thru): a wrong type makes the
 *   competitor (or event) malformed; the caller drops that one item and reports it;
 * - hints (flags, positions, display strings, tee times): a wrong value reads as missing.
 *
 * Competitors are left as `unknown[]` inside an event so that each one is parsed on its own and
 * one bad row never fails the whole leaderboard.
 */

/** null reads as missing: ESPN sends both. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

/** A hint: missing, null or malformed all read as undefined. */
const hint = <T extends z.ZodType>(schema: T) => optional(schema).catch(undefined);

/** A finite number, also when sent as a numeric string ("68", "-3"). */
export const numeric = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : value,
  z.number(),
);

/** ESPN ids are strings, sometimes numbers. */
export const espnId = z
  .union([z.string().trim().min(1), z.number().int().nonnegative()])
  .transform((value) => String(value));

/** An instant ("2025-04-10T12:51Z"), normalised to ISO 8601 UTC with seconds. */
export const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')
  .transform((value) => new Date(value).toISOString());

/** A date or date-time string as ESPN sends it, kept as sent (calendar conversion is the caller's). */
export const dateString = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');

export const EspnStatusType = z.looseObject({
  name: optional(z.string()),
  state: optional(z.string()),
  completed: hint(z.boolean()),
  description: hint(z.string()),
  detail: hint(z.string()),
  shortDetail: hint(z.string()),
});
export type EspnStatusType = z.infer<typeof EspnStatusType>;

export const EspnAddress = z.looseObject({
  city: hint(z.string()),
  state: hint(z.string()),
  country: hint(z.string()),
});
export type EspnAddress = z.infer<typeof EspnAddress>;

export const EspnCourse = z.looseObject({
  name: hint(z.string()),
  shotsToPar: hint(numeric),
  address: hint(EspnAddress),
});
export type EspnCourse = z.infer<typeof EspnCourse>;

export const EspnVenue = z.looseObject({
  fullName: hint(z.string()),
  address: hint(EspnAddress),
});
export type EspnVenue = z.infer<typeof EspnVenue>;

/**
 * One hole inside a round's linescore (the scoreboard sends them; the leaderboard does not):
 * `value` strokes, `scoreType.displayValue` the hole's to par ("E", "-1", "+2").
 */
const EspnHoleScore = z.looseObject({
  period: hint(numeric),
  value: hint(numeric),
  scoreType: hint(z.looseObject({ displayValue: hint(z.string()) })),
});

/** One round: `value` strokes, `displayValue` to par ("-3", "E", "+2"); empty for unplayed rounds. */
export const EspnLinescore = z.looseObject({
  period: optional(numeric),
  value: optional(numeric),
  displayValue: hint(z.string()),
  teeTime: hint(instant),
  linescores: hint(z.array(EspnHoleScore)),
  // Strokes on the front and back nine; a round with only one of them is unfinished.
  outScore: hint(numeric),
  inScore: hint(numeric),
});
export type EspnLinescore = z.infer<typeof EspnLinescore>;

export const EspnCompetitorStatus = z.looseObject({
  period: optional(numeric),
  type: optional(EspnStatusType),
  displayValue: hint(z.string()),
  teeTime: hint(instant),
  thru: optional(numeric),
  displayThru: hint(z.string()),
  position: hint(
    z.looseObject({
      displayName: hint(z.string()),
      isTie: hint(z.boolean()),
    }),
  ),
});
export type EspnCompetitorStatus = z.infer<typeof EspnCompetitorStatus>;

export const EspnAthlete = z.looseObject({
  // The lighter scoreboard leaves the id to the competitor (see EspnCompetitor).
  id: optional(espnId),
  displayName: z.string().trim().min(1),
  flag: hint(z.looseObject({ alt: hint(z.string()) })),
});
export type EspnAthlete = z.infer<typeof EspnAthlete>;

const EspnCompetitorObject = z.looseObject({
  id: hint(espnId),
  sortOrder: hint(numeric),
  // The scoreboard's rank (it has no sortOrder).
  order: hint(numeric),
  athlete: EspnAthlete,
  // The lighter scoreboard may have no status at all.
  status: optional(EspnCompetitorStatus),
  // An object on the leaderboard, a bare string on the scoreboard; never used for totals.
  score: hint(
    z.looseObject({
      value: hint(numeric),
      displayValue: hint(z.string()),
    }),
  ),
  linescores: optional(z.array(EspnLinescore)),
});

/**
 * A competitor with its `athleteId`: `athlete.id`, or the competitor's own id, which is the
 * athlete's in individual events (the lighter scoreboard's athletes carry no id). Without
 * either the competitor is malformed.
 */
export const EspnCompetitor = EspnCompetitorObject.transform((competitor, context) => {
  const athleteId = competitor.athlete.id ?? competitor.id;
  if (athleteId === undefined) {
    context.addIssue({ code: 'custom', path: ['athlete', 'id'], message: 'missing' });
    return z.NEVER;
  }
  return { ...competitor, athleteId };
});
export type EspnCompetitor = z.infer<typeof EspnCompetitor>;

export const EspnEventStatus = z.looseObject({
  period: optional(numeric),
  type: optional(EspnStatusType),
});
export type EspnEventStatus = z.infer<typeof EspnEventStatus>;

export const EspnCompetition = z.looseObject({
  id: hint(espnId),
  date: hint(dateString),
  endDate: hint(dateString),
  status: optional(EspnEventStatus),
  venue: hint(EspnVenue),
  // A `pre` event often has no competitors yet; parsed one by one (EspnCompetitor).
  competitors: optional(z.array(z.unknown())),
});
export type EspnCompetition = z.infer<typeof EspnCompetition>;

export const EspnEvent = z.looseObject({
  id: espnId,
  name: z.string().trim().min(1),
  shortName: hint(z.string()),
  date: dateString,
  endDate: optional(dateString),
  status: optional(EspnEventStatus),
  competitions: optional(z.array(EspnCompetition)),
  courses: hint(z.array(EspnCourse)),
  venue: hint(EspnVenue),
});
export type EspnEvent = z.infer<typeof EspnEvent>;

/** The scoreboard and the leaderboard both answer `{ events: [...] }`; events are parsed one by one. */
export const EspnDocument = z.looseObject({
  events: z.array(z.unknown()),
});
export type EspnDocument = z.infer<typeof EspnDocument>;

/** A zod error on one line: "athlete.id: Invalid input; linescores: expected array". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
}
