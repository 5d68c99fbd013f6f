import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

/** The look of every text box and select. */
export const CONTROL =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700 read-only:bg-slate-100 disabled:bg-slate-100';

export interface FieldProps {
  label: ReactNode;
  /** The id of the control the label belongs to. */
  htmlFor: string;
  hint?: ReactNode;
  hintId?: string;
  className?: string;
  children: ReactNode;
}

/** A visible label tied to its control, with an optional hint under it. */
export function Field({ label, htmlFor, hint, hintId, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  invalid?: boolean;
  /** A short visual prefix inside the box, e.g. '₹'. */
  prefix?: string;
  fieldClassName?: string;
  /** Something beside the input on the same line, e.g. a button. */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  id,
  hint,
  invalid,
  prefix,
  fieldClassName,
  addon,
  className,
  ...props
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const input = (
    <input
      id={inputId}
      aria-describedby={hintId}
      aria-invalid={invalid || undefined}
      className={cn(CONTROL, prefix && 'pl-8', className)}
      {...props}
    />
  );
  return (
    <Field label={label} htmlFor={inputId} hint={hint} hintId={hintId} className={fieldClassName}>
      <div className="flex flex-col gap-2 min-[400px]:flex-row">
        <div className="relative min-w-0 flex-1">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
            >
              {prefix}
            </span>
          ) : null}
          {input}
        </div>
        {addon}
      </div>
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  id?: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select Operator'. */
  placeholder?: string;
  invalid?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  id,
  options,
  placeholder,
  invalid,
  fieldClassName,
  className,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field label={label} htmlFor={selectId} className={fieldClassName}>
      <select
        id={selectId}
        aria-invalid={invalid || undefined}
        className={cn(CONTROL, 'appearance-auto pr-8', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
