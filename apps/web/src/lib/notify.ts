import type { ToasterProps } from 'sonner';
import { i18n } from './i18n/i18n';

/**
 * Notifications live 3 seconds (a 300 ms fade is set in index.css) and can be closed.
 * They announce outcomes only (paid, saved, sent, registered...), one at a time: a new one replaces the one on
 * screen. A form's validation errors stay next to its fields, and a dialog shows its own messages inside it.
 *
 * sonner is not part of the first page's JavaScript: the first notification of a visit comes seconds after the
 * page is drawn (after a tap and a server's answer), so the library and its <Toaster> are loaded after the page
 * (app/notifications.tsx), and a notification asked for before then waits for them.
 */
export const NOTIFICATION_LIFETIME_MS = 3000;

export const toasterProps: ToasterProps = {
  position: 'top-center',
  duration: NOTIFICATION_LIFETIME_MS,
  closeButton: true,
  richColors: true,
  theme: 'light',
  visibleToasts: 1,
  // Getters: read when the <Toaster> is drawn, in the language on screen then.
  get containerAriaLabel() {
    return i18n._({ id: 'lib.notify.region', message: 'Notifications' });
  },
  get toastOptions() {
    return { closeButtonAriaLabel: i18n._({ id: 'lib.notify.close', message: 'Close notification' }) };
  },
};

type Toast = typeof import('sonner').toast;

let markToasterReady: () => void = () => {};
/** Resolves once the <Toaster> is on screen, so that no notification is given before anything can show it. */
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

/** Called by the <Toaster> wrapper when it has mounted. */
export function toasterMounted(): void {
  markToasterReady();
}

let wantToaster: () => void = () => {};
/** A notification was asked for before the page finished loading: the <Toaster> is wanted now. */
const toasterWanted = new Promise<void>((resolve) => {
  wantToaster = resolve;
});
export const whenToasterWanted = (): Promise<void> => toasterWanted;

let toastModule: Promise<Toast> | null = null;
/** sonner's toast(), loaded once. */
function loadToast(): Promise<Toast> {
  toastModule ??= import('sonner').then((module) => module.toast);
  return toastModule;
}

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string): void {
  wantToaster();
  void Promise.all([loadToast(), toasterReady]).then(([toast]) => {
    // Never a stack: the notification on screen makes way for the next.
    toast.dismiss();
    toast[kind](message);
  });
}

/** Green notification: something was done (paid, saved, sent). */
export function notifySuccess(message: string): void {
  show('success', message);
}

/** Red notification: something could not be done. */
export function notifyError(message: string): void {
  show('error', message);
}

/** Blue notification: information, neither a success nor a failure. */
export function notifyInfo(message: string): void {
  show('info', message);
}

export const notify = { success: notifySuccess, error: notifyError, info: notifyInfo };
