import { Search } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { inputClass } from '../../../components/ui/Field';
import { cn } from '../../../lib/cn';

/** A search box over a list of golfers, named for screen readers by `label`. */
export function GolferSearchInput({
  ref,
  label,
  value,
  onChange,
  ...rest
}: {
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id'>) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search golfers"
        autoComplete="off"
        className={cn(inputClass(), 'h-11 pl-9')}
        {...rest}
      />
    </div>
  );
}
