import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';

export interface ModalProps {
  open: boolean;
  /** Called when the user closes it (Escape, the close button, a click on the backdrop). */
  onClose(): void;
  title: ReactNode;
  /** A line under the title (e.g. what is being paid for). */
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * 'dialog' (default): centred on every screen. 'sheet': a bottom sheet on phones (full width, from the bottom
   * edge, its own scroll) and a centred, wider dialog from 640 px.
   */
  variant?: 'dialog' | 'sheet';
  /** False while something must not be interrupted (a payment in flight): Escape, the backdrop and × do nothing. */
  isDismissable?: boolean;
}

const VARIANT_CLASS = {
  dialog: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
  sheet:
    'mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none rounded-t-2xl overscroll-contain ' +
    'sm:m-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-2xl',
};

/**
 * The native <dialog> opened with showModal(): the browser traps focus, makes the page behind it inert,
 * closes on Escape and gives focus back to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  subtitle,
  children,
  className,
  variant = 'dialog',
  isDismissable = true,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const isSheet = variant === 'sheet';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onCancel={(event) => {
        // Escape: the dialog closes itself (and then onClose runs) unless it must stay open.
        if (!isDismissable) event.preventDefault();
      }}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current && isDismissable) onClose();
      }}
      className={cn('bg-white p-0 text-ink shadow-2xl', VARIANT_CLASS[variant], className)}
    >
      {open ? (
        <div className={isSheet ? 'px-4 pb-6 sm:px-6' : 'p-6'}>
          <div
            className={cn(
              'mb-4 flex items-start justify-between gap-4',
              // The sheet scrolls: its title and close button stay in view.
              isSheet &&
                'sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white px-4 pt-4 pb-3 sm:-mx-6 sm:px-6',
            )}
          >
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold">
                {title}
              </h2>
              {subtitle ? (
                <p id={subtitleId} className="mt-0.5 text-sm text-muted">
                  {subtitle}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={!isDismissable}
              aria-label="Close"
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 disabled:opacity-40"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
