import { describe, expect, it } from 'vitest';
import { member } from '../../../test/group-fixtures';
import { orderMembers } from './member-order';

const names = (list: { name: string }[]) => list.map((m) => m.name);

describe('orderMembers', () => {
  it('puts the current user first, then admins, then the rest, each by name', () => {
    const list = [
      member({ userId: 1, name: 'zoe', role: 'member' }),
      member({ userId: 2, name: 'Yusuf', role: 'admin' }),
      member({ userId: 3, name: 'Bea', role: 'member' }),
      member({ userId: 4, name: 'Me', role: 'member' }),
      member({ userId: 5, name: 'Abe', role: 'admin' }),
    ];
    expect(names(orderMembers(list, 4))).toEqual(['Me', 'Abe', 'Yusuf', 'Bea', 'zoe']);
  });

  it('keeps the current user first even when they are an admin or the owner', () => {
    const list = [
      member({ userId: 1, name: 'Alice', role: 'admin', isOwner: true }),
      member({ userId: 2, name: 'Bob', role: 'admin' }),
    ];
    expect(names(orderMembers(list, 2))).toEqual(['Bob', 'Alice']);
  });

  it('ranks the owner with the admins, compares names without case, and leaves the input alone', () => {
    const list = [
      member({ userId: 1, name: 'carl', role: 'member' }),
      member({ userId: 2, name: 'Owner', role: 'member', isOwner: true }),
      member({ userId: 3, name: 'Anna', role: 'member' }),
    ];
    const ordered = orderMembers(list, undefined);
    expect(names(ordered)).toEqual(['Owner', 'Anna', 'carl']);
    expect(names(list)).toEqual(['carl', 'Owner', 'Anna']);
  });

  it('handles an empty list', () => {
    expect(orderMembers([], 1)).toEqual([]);
  });
});
