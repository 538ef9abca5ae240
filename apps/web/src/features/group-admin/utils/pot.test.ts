import { describe, expect, it } from 'vitest';
import { payoutAmounts, potMath } from './pot';

const paying = { requiresPayment: true, tournamentPrice: 19 };

describe('potMath', () => {
  it('projects the pot from members while nobody has entered', () => {
    expect(potMath({ entryFee: 20, memberCount: 12, entryCount: 0, ...paying })).toEqual({
      totalPot: 240,
      projected: true,
      platformCost: 19,
      netPot: 221,
      costPerUser: 1.58,
    });
  });

  it('counts entries once they exist (several per member allowed)', () => {
    const pot = potMath({ entryFee: 20, memberCount: 12, entryCount: 15, ...paying });
    expect(pot.totalPot).toBe(300);
    expect(pot.projected).toBe(false);
    expect(pot.netPot).toBe(281);
  });

  it('costs nothing for a free group', () => {
    const pot = potMath({
      entryFee: 10.5,
      memberCount: 4,
      entryCount: 3,
      requiresPayment: false,
      tournamentPrice: 0,
    });
    expect(pot).toMatchObject({ totalPot: 31.5, platformCost: 0, netPot: 31.5, costPerUser: 0 });
  });

  it('shows the platform cost eating into an empty pot', () => {
    const pot = potMath({ entryFee: 0, memberCount: 11, entryCount: 0, ...paying });
    expect(pot.netPot).toBe(-19);
    expect(pot.costPerUser).toBe(1.73);
  });

  it('survives a group without members', () => {
    expect(potMath({ entryFee: 5, memberCount: 0, entryCount: 0, ...paying }).costPerUser).toBe(0);
  });
});

describe('payoutAmounts', () => {
  it('splits the prize pool by percentage, rounded to cents', () => {
    expect(payoutAmounts(100, [65, 25, 10])).toEqual([65, 25, 10]);
    expect(payoutAmounts(221, [35, 25, 20, 15, 5])).toEqual([77.35, 55.25, 44.2, 33.15, 11.05]);
    expect(payoutAmounts(10, [33.3, 33.3, 33.4])).toEqual([3.33, 3.33, 3.34]);
  });

  it('pays nothing from a negative pool', () => {
    expect(payoutAmounts(-19, [100])).toEqual([0]);
  });
});
