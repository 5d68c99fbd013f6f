import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/** Questions that open one at a time: opening one closes the other; pressing the open one closes it. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h2>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left text-base font-semibold text-ink hover:bg-slate-50 sm:text-lg"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-brand-700 transition-transform',
                    isOpen && 'rotate-180',
                  )}
                  strokeWidth={2.5}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              data-accordion-panel=""
              className="px-5 pb-5 leading-relaxed text-muted"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
