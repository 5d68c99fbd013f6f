import { useLingui } from '@lingui/react';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export const OTP_DIGITS = 6;

interface OtpInputProps {
  digits: string[];
  onChange(digits: string[]): void;
  /** Id of the visible text that labels the group. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/** Six one-digit boxes: typing moves forward, Backspace moves back, pasting exactly 6 digits fills all. */
export function OtpInput({ digits, onChange, labelledBy, describedBy, invalid }: OtpInputProps) {
  const { i18n } = useLingui();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus();

  const setDigit = (index: number, value: string) => {
    const next = [...digits];
    next[index] = value;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const only = raw.replace(/\D/g, '');
    if (only.length === OTP_DIGITS) {
      onChange(only.split(''));
      focus(OTP_DIGITS - 1);
      return;
    }
    const digit = only.slice(-1);
    setDigit(index, digit);
    if (digit) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    // Only a complete code is accepted from the clipboard.
    if (/^\d{6}$/.test(text)) {
      onChange(text.split(''));
      focus(OTP_DIGITS - 1);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex justify-between gap-1.5 sm:gap-2"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_DIGITS}
          aria-label={i18n._({
            id: 'profile.otp.digit',
            message: 'Digit {index} of {count}',
            values: { index: index + 1, count: OTP_DIGITS },
          })}
          aria-invalid={invalid || undefined}
          className="size-11 min-w-0 rounded-lg border border-slate-400 text-center text-xl font-bold text-ink focus:border-brand-600 aria-[invalid=true]:border-red-700 sm:size-12"
        />
      ))}
    </div>
  );
}
