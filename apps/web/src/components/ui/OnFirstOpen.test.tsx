import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './OnFirstOpen';

function Probe({ open }: { open: boolean }) {
  return <p>{open ? 'shown' : 'closing'}</p>;
}

describe('lazyDialog', () => {
  it('loads the dialog on its first opening and keeps it mounted once closed', async () => {
    const load = vi.fn(async () => Probe);
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/shown|closing/)).toBeNull();

    rerender(<Dialog open />);
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: still rendered (so it can animate out), and not loaded a second time.
    rerender(<Dialog open={false} />);
    expect(screen.getByText('closing')).toBeInTheDocument();
    rerender(<Dialog open />);
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
