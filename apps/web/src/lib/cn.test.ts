import { describe, expect, it } from 'vitest';
import { inputClass } from '../components/ui/Field';
import { cn } from './cn';

describe('cn', () => {
  it("lets the caller's width replace a shared style's full width", () => {
    const classes = cn(inputClass(), 'w-24').split(' ');
    expect(classes).toContain('w-24');
    expect(classes).not.toContain('w-full');
  });

  it("keeps the app's colours apart from sizes, and the later colour wins", () => {
    expect(cn('text-sm text-muted', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('border border-line', false, 'border-danger')).toBe('border border-danger');
    expect(cn('bg-surface', null, 'bg-surface-2')).toBe('bg-surface-2');
  });
});
