import type { Ref } from 'react';
import { cn } from '../../../components/ui/cn';

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  text: string;
  tone: NoticeTone;
}

const TONES: Record<NoticeTone, string> = {
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-800',
};

/**
 * A message at the top of a dialog's form: information and successes are a status (read politely), an error
 * is an alert. It can take focus (a failed submit sends focus here, and Tab goes on to the first field).
 */
export function FormNotice({ notice, ref }: { notice: Notice; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-tone={notice.tone}
      className={cn(
        'mb-2 rounded-lg border px-3 py-2 text-sm font-medium focus:outline-none',
        TONES[notice.tone],
      )}
    >
      {notice.text}
    </p>
  );
}
