import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { CONTROL, Field } from './field';
import { cn } from './cn';

interface ControlProps {
  label: string;
  /** The validation message; announced when it appears. */
  error?: string;
  hint?: string;
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

function describedBy(...ids: Array<string | false | undefined>) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export const TextField = forwardRef<HTMLInputElement, ControlProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, id, ...props }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    return (
      <Field label={label} htmlFor={inputId} hint={hint} hintId={hint ? `${inputId}-hint` : undefined}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${inputId}-error`, hint && `${inputId}-hint`)}
          className={cn(CONTROL, className)}
          {...props}
        />
        <FieldError id={`${inputId}-error`} message={error} />
      </Field>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  ControlProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, className, id, rows = 5, ...props }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field label={label} htmlFor={inputId} hint={hint} hintId={hint ? `${inputId}-hint` : undefined}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${inputId}-error`, hint && `${inputId}-hint`)}
        className={cn(CONTROL, 'resize-y', className)}
        {...props}
      />
      <FieldError id={`${inputId}-error`} message={error} />
    </Field>
  );
});

export interface Option {
  value: string;
  label: string;
}

export const SelectField = forwardRef<
  HTMLSelectElement,
  ControlProps &
    SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }
>(function SelectField({ label, error, hint, className, id, options, placeholder, ...props }, ref) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field label={label} htmlFor={selectId} hint={hint} hintId={hint ? `${selectId}-hint` : undefined}>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${selectId}-error`, hint && `${selectId}-hint`)}
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
      <FieldError id={`${selectId}-error`} message={error} />
    </Field>
  );
});
