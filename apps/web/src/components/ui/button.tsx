import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-300 disabled:text-white',
  secondary:
    'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width on every screen size. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button at least 44 px high (tap target), type="button" unless told otherwise. */
export function Button({ variant = 'primary', block, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        block && 'w-full',
        className,
      )}
      {...props}
    />
  );
}
