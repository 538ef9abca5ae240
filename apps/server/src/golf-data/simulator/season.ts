import type { RosterGolfer } from './names';
import { buildRoster } from './names';
import { oddsForField } from './odds';
import { hashString, intBetween, randomFor, shuffled } from '../../lib/random';
import { layoutHolePars } from './scoring';
import { addDays } from '../../lib/time';

/** Everything about a simulated tournament that does not depend on the time of day. */
export interface SimTournament {
  externalId: string;
  name: string;
  location: string;
  par: number;
  /** Calendar dates in New York; rounds 1-4 are played on startDate + 0..3 days. */
  startDate: string;
  endDate: string;
  holePars: number[];
  field: FieldEntry[];
  exits: Exit[];
}

export interface FieldEntry {
  golfer: RosterGolfer;
  /** This week's expected strokes to par per round: the golfer's skill plus how the course suits them. */
  skill: number;
  odds: number;
}

/**
 * A golfer who stops playing: after `afterHole` holes of `round` (WD mid-round, or at their
 * first tee time with 0; DQ after signing).
 */
export interface Exit {
  golferId: string;
  status: 'WD' | 'DQ';
  round: 1 | 2;
  afterHole: number;
}

interface TournamentTemplate {
  name: string;
  location: string;
  par: number;
  /** Days from the anchor date to round 1. */
  startOffsetDays: number;
  fieldSize: number;
}

/** Two finished events, one in play on the anchor day, two ahead. */
const SCHEDULE: TournamentTemplate[] = [
  {
    name: 'Magnolia Bay Championship',
    location: 'Magnolia Bay, SC',
    par: 72,
    startOffsetDays: -21,
    fieldSize: 144,
  },
  {
    name: 'Desert Canyon Classic',
    location: 'Scottsdale, AZ',
    par: 71,
    startOffsetDays: -14,
    fieldSize: 150,
  },
  {
    name: 'Cypress Hollow Invitational',
    location: 'Cypress Hollow, FL',
    par: 72,
    startOffsetDays: -2,
    fieldSize: 156,
  },
  {
    name: 'Pebble Ridge Open',
    location: 'Pebble Ridge, CA',
    par: 72,
    startOffsetDays: 5,
    fieldSize: 144,
  },
  {
    name: 'Lone Pine National',
    location: 'Lone Pine, TX',
    par: 70,
    startOffsetDays: 12,
    fieldSize: 156,
  },
];

export const ROSTER_SIZE = 170;
/** How far a course can suit or hurt a golfer, in strokes per round either way. */
const COURSE_FIT_SWING = 0.35;

export function buildSeason(seed: string, anchorDate: string): SimTournament[] {
  const roster = buildRoster(seed, ROSTER_SIZE);
  const disqualificationEvent = hashString(`${seed}|dq-event`) % SCHEDULE.length;
  return SCHEDULE.map((template, index) => {
    const externalId = `sim-${index + 1}`;
    const random = randomFor(seed, externalId, 'setup');
    const startDate = addDays(anchorDate, template.startOffsetDays);
    const golfers = shuffled(roster, random).slice(0, template.fieldSize);
    const skills = golfers.map(
      (golfer) => golfer.baseSkill + (random() - 0.5) * 2 * COURSE_FIT_SWING,
    );
    const odds = oddsForField(skills);
    const field = golfers
      .map((golfer, i) => ({ golfer, skill: skills[i]!, odds: odds[i]! }))
      .sort((a, b) => a.odds - b.odds || a.skill - b.skill);
    return {
      externalId,
      name: template.name,
      location: template.location,
      par: template.par,
      startDate,
      endDate: addDays(startDate, 3),
      holePars: layoutHolePars(template.par, random),
      field,
      exits: withPreRoundWithdrawal(
        drawExits(field, index === disqualificationEvent, randomFor(seed, externalId, 'exits')),
        field,
        randomFor(seed, externalId, 'pre-round withdrawal'),
      ),
    };
  });
}

/**
 * In about half the events a golfer withdraws at their first tee time without hitting a shot
 * (injury, illness): what withdrawal protection is for (docs/rules.md). Its own draws, so the
 * season's other exits, scores and tee times are the same with or without it.
 */
function withPreRoundWithdrawal(exits: Exit[], field: FieldEntry[], random: () => number): Exit[] {
  if (random() >= 0.5) return exits;
  const candidates = field.filter(
    (entry) => !exits.some((exit) => exit.golferId === entry.golfer.externalId),
  );
  const golfer = candidates[Math.floor(random() * candidates.length)]!;
  return [...exits, { golferId: golfer.golfer.externalId, status: 'WD', round: 1, afterHole: 0 }];
}

/** One or two withdrawals partway through round 1 or 2, plus a disqualification in one event. */
function drawExits(
  field: FieldEntry[],
  withDisqualification: boolean,
  random: () => number,
): Exit[] {
  const count = intBetween(random, 1, 2) + (withDisqualification ? 1 : 0);
  const golferIds = shuffled(
    field.map((entry) => entry.golfer.externalId),
    random,
  ).slice(0, count);
  return golferIds.map((golferId, i) => {
    const round = intBetween(random, 1, 2) as 1 | 2;
    const isDisqualification = withDisqualification && i === count - 1;
    // A DQ comes from a wrong scorecard, signed after the round; a WD walks off mid-round.
    return isDisqualification
      ? { golferId, status: 'DQ', round, afterHole: 18 }
      : { golferId, status: 'WD', round, afterHole: intBetween(random, 3, 15) };
  });
}
