import {
  useId,
  useReducer,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { X } from 'lucide-react';
import { cn } from './cn';

/**
 * The form controls: a visible label tied to its control, an optional hint under it, and the validation
 * message (role=alert, tied by aria-describedby) when there is one. Every text box, text area and select of
 * the app is one of these, or borrows their look (CONTROL).
 */

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

/** The error line under a control: tied to it by aria-describedby, and announced when it appears. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function describedBy(...ids: Array<string | undefined>) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** What every control takes besides its element's own attributes. */
interface ControlProps {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  /** The validation message; announced when it appears (and marks the control invalid). */
  error?: string;
  /** Marks the control invalid without a message under it (the form says it elsewhere). */
  invalid?: boolean;
  /** Classes of the label-and-control block (the control's own go in className). */
  fieldClassName?: string;
}

/**
 * The onChange of a controlled text box. A change the form turns back into the value it already had (a letter in a
 * digits-only field, a third decimal) changes no state and renders nothing; React puts the value back itself, a
 * runtime that writes `value` only when the box renders (Preact, decision 0011) would keep the typed text. So the box
 * renders once more after each change, with the value it was given: harmless on React (docs/decisions/0012).
 */
function useControlledChange<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  if (value === undefined) return onChange;
  return (event: ChangeEvent<E>) => {
    onChange?.(event);
    renderAgain();
  };
}

/** The ids a control's label, hint and error use. */
function useControlIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = `${controlId}-error`;
  return { controlId, hintId, errorId, describedBy: describedBy(error ? errorId : undefined, hintId) };
}

export interface TextFieldProps
  extends ControlProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  /** A short visual prefix inside the box, e.g. '₹'. */
  prefix?: string;
  /** Something beside the input on the same line, e.g. a button. */
  addon?: ReactNode;
  /**
   * A clear (×) button inside the box while it holds text, named `clear.label` ('Clear Mobile Number'); `onClear`
   * empties the field (focus stays in the box).
   */
  clear?: { label: string; onClear(): void };
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  id,
  hint,
  error,
  invalid,
  prefix,
  addon,
  clear,
  fieldClassName,
  className,
  ...props
}: TextFieldProps) {
  const ids = useControlIds(id, hint, error);
  const onChange = useControlledChange(props.value, props.onChange);
  const showsClear =
    clear !== undefined && props.value !== '' && props.value !== undefined && !props.readOnly;
  const input = (
    <input
      id={ids.controlId}
      aria-invalid={invalid || error ? true : undefined}
      aria-describedby={ids.describedBy}
      className={cn(CONTROL, prefix && 'pl-8', clear && 'pr-11', className)}
      {...props}
      onChange={onChange}
    />
  );
  // Out of the Tab order: on a keyboard the field is cleared from the keyboard (select all, Delete) and Tab goes
  // on to the next control (Fetch Bill, the operator); the × is for touch, and screen readers still reach it.
  const clearButton = showsClear ? (
    <button
      type="button"
      tabIndex={-1}
      aria-label={clear.label}
      title={clear.label}
      onClick={clear.onClear}
      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink focus-visible:outline-brand-600"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  ) : null;
  return (
    <Field label={label} htmlFor={ids.controlId} hint={hint} hintId={ids.hintId} className={fieldClassName}>
      {prefix || addon || clear ? (
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
            {clearButton}
          </div>
          {addon}
        </div>
      ) : (
        input
      )}
      <FieldError id={ids.errorId} message={error} />
    </Field>
  );
}

export interface TextAreaFieldProps
  extends ControlProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  id,
  hint,
  error,
  invalid,
  fieldClassName,
  className,
  rows = 5,
  ...props
}: TextAreaFieldProps) {
  const ids = useControlIds(id, hint, error);
  const onChange = useControlledChange(props.value, props.onChange);
  return (
    <Field label={label} htmlFor={ids.controlId} hint={hint} hintId={ids.hintId} className={fieldClassName}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(CONTROL, 'resize-y', className)}
        {...props}
        onChange={onChange}
      />
      <FieldError id={ids.errorId} message={error} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ControlProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select Operator'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  id,
  hint,
  error,
  invalid,
  fieldClassName,
  className,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const ids = useControlIds(id, hint, error);
  return (
    <Field label={label} htmlFor={ids.controlId} hint={hint} hintId={ids.hintId} className={fieldClassName}>
      <select
        id={ids.controlId}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={ids.describedBy}
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
      <FieldError id={ids.errorId} message={error} />
    </Field>
  );
}
