import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { TextInput } from './field';

interface FormTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose validation message is tied to it and announced when it appears. */
export function FormTextField({ label, error, ...props }: FormTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <TextInput
        id={id}
        label={label}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {error ?? ''}
      </p>
    </div>
  );
}
