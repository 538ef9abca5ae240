import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { appConfig } from '../../../test/app-config';
import { renderRoute, stubApi, type ApiStubs } from '../../../test/helpers';
import { PAYMENT_STUBS } from '../../../test/payment-stubs';
import type { UnlockTarget } from '../types';
import { UnlockTournamentDialog } from '../UnlockTournamentDialog';

export const TARGET: UnlockTarget = {
  groupId: 5,
  groupName: 'Sunday Skins',
  memberCount: 12,
  tierLabel: 'Small Group (11+ members)',
  price: 19,
  tournamentId: 7,
  groupTournamentId: 70,
  tournamentName: 'The Fairway Open',
};

/** The modal, open, inside a parent that shows "closed" once it closes. */
export function renderUnlockDialog(
  stubs: ApiStubs = {},
  { target = TARGET, config = appConfig() } = {},
) {
  const onSuccess = vi.fn();
  function Parent() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <UnlockTournamentDialog
          open={open}
          onOpenChange={setOpen}
          target={target}
          onSuccess={onSuccess}
        />
        {!open && <p>closed</p>}
      </>
    );
  }
  const fetchMock = stubApi({ 'GET /api/config': { body: config }, ...PAYMENT_STUBS, ...stubs });
  renderRoute('/', '/', <Parent />);
  return { fetchMock, onSuccess };
}

export const dialogClosed = () => screen.queryByText('closed') !== null;
