import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRIES, golfer, postedBody, renderForm, tier } from './test/entry-form-kit';
import { entry } from './test/fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('./test/fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

/** The window's size: happy-dom answers media queries (the form's phone query) from it. */
const viewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height,
  });

describe('making an entry step by step', () => {
  describe('by keyboard', () => {
    it('makes each tier one tab stop: arrows move within it, Space picks', async () => {
      const user = userEvent.setup();
      renderForm({});
      const tier4 = await tier(4);
      const [kim, scott, fowler] = tier4.getAllByRole('button');
      expect([kim, scott, fowler].map((button) => button!.tabIndex)).toEqual([0, -1, -1]);

      kim!.focus();
      await user.keyboard('{ArrowDown}');
      expect(scott).toHaveFocus();
      await user.keyboard(' ');
      expect(scott).toHaveAttribute('aria-pressed', 'true');
      await user.keyboard('{End}');
      expect(fowler).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(fowler).toHaveAttribute('aria-pressed', 'true');
      await user.keyboard('{Home}{ArrowUp}');
      expect(kim).toHaveFocus();
      // With a modifier the keys stay the browser's (Alt+Left goes back a page).
      await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
      expect(kim).toHaveFocus();
      // The tab stop follows focus, so Tab leaves the tier and Shift+Tab comes back to it.
      expect([kim, scott, fowler].map((button) => button!.tabIndex)).toEqual([0, -1, -1]);
      await user.tab();
      expect(
        tier4.queryAllByRole('button').some((button) => button === document.activeElement),
      ).toBe(false);
      await user.tab({ shift: true });
      expect(kim).toHaveFocus();
    });

    it('starts a tier at its pick when editing', async () => {
      renderForm(
        { [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] } },
        '/groups/5/tournament/1/entry/7',
      );
      const tier1 = await tier(1);
      const picked = tier1
        .getAllByRole('button')
        .find((b) => b.getAttribute('aria-pressed') === 'true')!;
      expect(picked.tabIndex).toBe(0);
    });
  });

  describe('on a phone, a tier at a time', () => {
    it('steps through the tiers with chips that show the picks and jump back', async () => {
      const user = userEvent.setup();
      renderForm({});
      const steps = await screen.findByRole('navigation', { name: 'Entry steps' });
      const chip = (name: RegExp) => within(steps).getByRole('button', { name });
      expect(chip(/^Tier 1/)).toHaveAttribute('aria-current', 'step');

      await user.click(golfer(await tier(1), /Rory McIlroy/));
      expect(chip(/^Tier 1/)).toHaveTextContent('Rory McIlroy');
      await user.click(screen.getByRole('button', { name: /Next: Tier 2/ }));
      expect(chip(/^Tier 2/)).toHaveAttribute('aria-current', 'step');
      expect(chip(/^Tier 1/)).not.toHaveAttribute('aria-current');
      // Focus follows the step (after the frame that shows it).
      await waitFor(() =>
        expect(screen.getByRole('group', { name: 'Tier 2' }).parentElement).toHaveFocus(),
      );

      await user.click(chip(/^Review/));
      expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
      await user.click(chip(/^Tier 1/));
      expect(chip(/^Tier 1/)).toHaveAttribute('aria-current', 'step');
      expect(screen.getByRole('button', { name: /Back/ })).toBeDisabled();
    });
  });

  describe('on a phone held upright', () => {
    beforeEach(() => viewport(375, 667));
    afterEach(() => viewport(1024, 768));

    it('moves on as each pick completes a tier: five golfers, a guess and submit are 7 taps', async () => {
      const user = userEvent.setup();
      const fetchMock = renderForm({ [`POST ${ENTRIES}`]: { status: 201, body: entry() } });
      const steps = await screen.findByRole('navigation', { name: 'Entry steps' });
      const current = () =>
        within(steps)
          .getAllByRole('button')
          .find((chip) => chip.getAttribute('aria-current') === 'step')
          ?.textContent?.replace(/^(Tier \d|Review).*$/, '$1');
      let taps = 0;
      const tap = async (target: HTMLElement) => {
        taps += 1;
        await user.click(target);
      };

      await tap(golfer(await tier(1), /Scottie Scheffler/));
      expect(current()).toBe('Tier 2');
      // Focus follows the step (after the frame that shows it): nothing is left on a hidden tier.
      await waitFor(() =>
        expect(screen.getByRole('group', { name: 'Tier 2' }).parentElement).toHaveFocus(),
      );
      await tap(golfer(await tier(2), /Ludvig Aberg/));
      expect(current()).toBe('Tier 3');
      await tap(golfer(await tier(3), /Sam Burns/));
      expect(current()).toBe('Tier 4');
      await tap(golfer(await tier(4), /Tom Kim/));
      // Tier 4 takes two: the first of them stays.
      expect(current()).toBe('Tier 4');
      await tap(golfer(await tier(4), /Adam Scott/));
      expect(current()).toBe('Review');
      await waitFor(() => expect(document.getElementById('entry-review')).toHaveFocus());

      // The tiebreaker in one tap: a common winning score.
      const guesses = within(screen.getByRole('group', { name: 'Common winning scores' }));
      await tap(guesses.getByRole('button', { name: '-14' }));
      expect(guesses.getByRole('button', { name: '-14' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByLabelText('Tiebreaker (optional)')).toHaveValue(-14);
      // Submit waits in the bar at the bottom of the screen, not below the review's fields.
      const submit = screen.getByRole('button', { name: 'Submit Selections' });
      expect(document.getElementById('entry-review')).not.toContainElement(submit);
      await tap(submit);

      await vi.waitFor(() => expect(postedBody(fetchMock)).toMatchObject({ tiebreaker: -14 }));
      expect(taps).toBe(7);
      expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
    });

    it('changes a tier from the review in two taps, landing back on the review', async () => {
      const user = userEvent.setup();
      renderForm(
        { [`GET ${ENTRIES}`]: { body: [entry({ id: 7 })] } },
        '/groups/5/tournament/1/entry/7',
      );
      const steps = await screen.findByRole('navigation', { name: 'Entry steps' });
      await user.click(within(steps).getByRole('button', { name: /^Review/ }));
      await user.click(within(steps).getByRole('button', { name: /^Tier 2/ }));
      await user.click(golfer(await tier(2), /Viktor Hovland/));
      expect(within(steps).getByRole('button', { name: /^Review/ })).toHaveAttribute(
        'aria-current',
        'step',
      );
      expect(within(steps).getByRole('button', { name: /^Tier 2/ })).toHaveTextContent(
        'Viktor Hovland',
      );
      // Unpicking moves nowhere: the tier waits for its new pick.
      await user.click(within(steps).getByRole('button', { name: /^Tier 1/ }));
      await user.click(golfer(await tier(1), /Scottie Scheffler/));
      expect(within(steps).getByRole('button', { name: /^Tier 1/ })).toHaveAttribute(
        'aria-current',
        'step',
      );
    });

    it('clears a tapped guess when it is tapped again', async () => {
      const user = userEvent.setup();
      renderForm({});
      const guesses = within(await screen.findByRole('group', { name: 'Common winning scores' }));
      await user.click(guesses.getByRole('button', { name: '-12' }));
      expect(screen.getByLabelText('Tiebreaker (optional)')).toHaveValue(-12);
      await user.click(guesses.getByRole('button', { name: '-12' }));
      expect(screen.getByLabelText('Tiebreaker (optional)')).toHaveValue(null);
      expect(guesses.getByRole('button', { name: '-12' })).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
