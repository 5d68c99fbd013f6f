import { cn } from '../../../components/ui/cn';

/**
 * Phones (below 640 px): the step's one primary action (Proceed, then Pay ₹X) is a bar fixed above the bottom
 * navigation, so it is on screen without a scroll; from 640 px up it stays where it is in the page. The page keeps
 * room for it at its end (SERVICE_PAGE_BAR_ROOM).
 */
export const actionBarClass = (className?: string) =>
  cn(
    'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-[calc(3.5rem+env(safe-area-inset-bottom))] max-sm:z-20',
    'max-sm:flex max-sm:items-center max-sm:gap-3 max-sm:border-t max-sm:border-slate-200 max-sm:bg-white',
    'max-sm:px-4 max-sm:py-2 max-sm:shadow-[0_-2px_8px_rgb(15_23_42/0.08)]',
    className,
  );

/** The room a service page keeps at its end on phones, so the action bar never covers its last lines. */
export const SERVICE_PAGE_BAR_ROOM = 'max-sm:pb-20';
