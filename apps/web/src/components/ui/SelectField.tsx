import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { inputClass } from './Field';
import { cn } from '../../lib/cn';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled native select: phones show their own picker, which beats a custom list at 375 px. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cn(inputClass(Boolean(error)), 'pr-8', className)}
        {...rest}
      >
        {children}
      </select>
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
