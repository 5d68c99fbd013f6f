import { cn } from '../../../components/ui/cn';

/** One label and value of the receipt's summary or payment details. */
export function ReceiptRow({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('text-right font-semibold break-words', mono && 'font-mono')}>{value}</dd>
    </div>
  );
}
