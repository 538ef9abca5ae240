import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('keeps focus while its action runs, says it is unavailable and ignores presses', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit">Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    // A disabled button would drop keyboard focus to <body>.
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('is disabled outright when told so, loading or not', () => {
    render(
      <Button disabled loading>
        Pay
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
