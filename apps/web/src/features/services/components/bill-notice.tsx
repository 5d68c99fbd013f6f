import { cn } from '../../../components/ui/cn';

/** Neutral news about a fetch ('No bill is due for this account.'): information, not an error. */
export function BillNotice({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      data-testid="bill-notice"
      className={cn(
        'text-sm',
        message && 'rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 font-semibold text-brand-800',
      )}
    >
      {message ? (
        <>
          <span aria-hidden="true">ⓘ </span>
          {message}
        </>
      ) : (
        ''
      )}
    </p>
  );
}
