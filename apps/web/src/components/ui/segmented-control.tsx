import { useId } from 'react';
import { cn } from './cn';

export interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group, e.g. 'Recharge type'. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  className?: string;
}

/** Two or three mutually exclusive choices as native radios (arrow keys move between them). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div className="flex w-full rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-base font-semibold sm:flex-none sm:px-5',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              option.value === value ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
