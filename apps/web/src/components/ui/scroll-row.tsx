import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from './cn';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface ScrollRowProps {
  /** The row itself (a tab list, a group of chips): rendered inside the scrolling element. */
  children: ReactNode;
  /** Classes of the scrolling element (e.g. 'gap-2'). */
  className?: string;
  /** Props of the scrolling element, so a tab list can be the element that scrolls. */
  rowProps?: React.HTMLAttributes<HTMLDivElement>;
  /** The scrolling element, for a parent that scrolls it too (a tab list bringing its chosen tab into view). */
  rowRef?: RefObject<HTMLDivElement | null>;
  /** Background the edge fades melt into (a Tailwind 'from-' class). */
  fadeFrom?: string;
}

function Arrow({ side, onClick }: { side: 'left' | 'right'; onClick(): void }) {
  // Pointer help only: keyboard users move along the row with its own keys (arrows in a tab list, Tab in chips).
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={cn(
        'absolute top-1/2 z-10 hidden size-8 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-ink shadow-sm hover:bg-slate-50 pointer-fine:flex',
        side === 'left' ? 'left-0' : 'right-0',
      )}
    >
      {side === 'left' ? (
        <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
      ) : (
        <ChevronRight aria-hidden="true" className="size-4" strokeWidth={2.5} />
      )}
    </button>
  );
}

/** Which edges of a scrolling row have more behind them. */
function edgesOf(row: HTMLElement) {
  return (current: { left: boolean; right: boolean }) => {
    const left = row.scrollLeft > 1;
    const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    return current.left === left && current.right === right ? current : { left, right };
  };
}

/**
 * A row wider than its box scrolls sideways and says so: a fade on each edge that has more behind it, and on
 * screens with a mouse an arrow button that scrolls by most of a width.
 */
export function ScrollRow({
  children,
  className,
  rowProps,
  rowRef,
  fadeFrom = 'from-white',
}: ScrollRowProps) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const own = rowRef ?? ownRef;
  const [more, setMore] = useState({ left: false, right: false });
  const { className: rowClassName, ...rest } = rowProps ?? {};

  useEffect(() => {
    const row = own.current;
    if (!row) return;
    const measure = () => setMore(edgesOf(row));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [own, children]);

  const scrollBy = (direction: 1 | -1) =>
    own.current?.scrollBy({ left: direction * own.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <div className="relative min-w-0">
      <div
        {...rest}
        ref={own}
        onScroll={(event) => setMore(edgesOf(event.currentTarget))}
        className={cn('flex overflow-x-auto [scrollbar-width:none]', className, rowClassName)}
      >
        {children}
      </div>
      {more.left ? (
        <>
          <div
            aria-hidden="true"
            data-testid="scroll-fade-left"
            className={cn('pointer-events-none absolute inset-y-0 left-0 w-10 bg-linear-to-r', fadeFrom)}
          />
          <Arrow side="left" onClick={() => scrollBy(-1)} />
        </>
      ) : null}
      {more.right ? (
        <>
          <div
            aria-hidden="true"
            data-testid="scroll-fade-right"
            className={cn('pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l', fadeFrom)}
          />
          <Arrow side="right" onClick={() => scrollBy(1)} />
        </>
      ) : null}
    </div>
  );
}
