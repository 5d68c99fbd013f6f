import { useLingui } from '@lingui/react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { X } from 'lucide-react';

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
   * edge, its own scroll) and a centred, wider dialog from 640 px. 'screen': the whole screen, its own scroll
   * (long lists on a phone: the page behind never scrolls with it).
   */
  variant?: 'dialog' | 'sheet' | 'screen';
  /** False while something must not be interrupted (a payment in flight): Escape, the backdrop and × do nothing. */
  isDismissable?: boolean;
}

const VARIANT_CLASS = {
  dialog: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
  sheet:
    'mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none rounded-t-2xl overscroll-contain ' +
    'sm:m-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-2xl',
  screen: 'm-0 h-dvh max-h-none w-full max-w-none overscroll-contain rounded-none',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays in the dialog
 * (a native modal dialog lets it leave for the browser's own toolbar).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The history entry an open dialog adds: the page's own state, marked with the dialog's id. */
const MODAL_STATE_KEY = 'paywiseModal';

const isTopEntryOf = (marker: string) =>
  (window.history.state as Record<string, unknown> | null)?.[MODAL_STATE_KEY] === marker;

/**
 * Back closes an open dialog instead of leaving the page (issue 39: the phone's back gesture left the page with the
 * plan browser or the payment sheet open). Opening it adds a history entry at the same address; Back takes that
 * entry away and the dialog closes as if × were pressed (or, while it must stay open, the entry is put back);
 * closing it any other way takes the entry out again, unless the app has since moved on to another page.
 */
function useBackCloses(options: { open: boolean; marker: string; close(): void; isDismissable: boolean }) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { open, marker } = options;
  useEffect(() => {
    if (!open) return;
    const push = () =>
      window.history.pushState(
        { ...(window.history.state as Record<string, unknown> | null), [MODAL_STATE_KEY]: marker },
        '',
      );
    push();
    let closedByBack = false;
    const onPopState = () => {
      if (isTopEntryOf(marker)) return;
      if (!latest.current.isDismissable) {
        push();
        return;
      }
      closedByBack = true;
      latest.current.close();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (closedByBack) return;
      // After the handler that closed it has run: a page it navigated to (Pay → the order) is never undone.
      setTimeout(() => {
        if (isTopEntryOf(marker)) window.history.back();
      }, 0);
    };
  }, [open, marker]);
}

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
  const { i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  /** The `open` prop as last rendered: a close the parent asked for is not reported back to it. */
  const isOpen = useRef(open);
  const titleId = useId();
  const subtitleId = useId();

  // As the dialog's content is put on the page: modal before any effect of that content runs (a form focuses its
  // first field from its own effect, which needs the dialog open).
  useLayoutEffect(() => {
    isOpen.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The close button and the backdrop close the dialog like Escape does: onClose then runs once, from its
  // close event.
  const requestClose = () => {
    if (isDismissable) ref.current?.close();
  };
  useBackCloses({
    open,
    marker: titleId,
    isDismissable,
    close: () => ref.current?.close(),
  });

  const isSheet = variant !== 'dialog';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onCancel={(event) => {
        // Escape: the dialog closes itself (and then onClose runs) unless it must stay open.
        if (!isDismissable) event.preventDefault();
      }}
      onClose={() => {
        if (isOpen.current) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) requestClose();
      }}
      onKeyDown={keepFocusInside}
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
              onClick={requestClose}
              disabled={!isDismissable}
              aria-label={i18n._({ id: 'ui.modal.close', message: 'Close' })}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
