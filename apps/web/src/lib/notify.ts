import { toast, type ToasterProps } from 'sonner';

/**
 * Section 4: notifications live 3 seconds (a 300 ms fade is set in index.css) and can be closed.
 * They announce outcomes only (paid, saved, sent, registered...), one at a time: a new one replaces the one on
 * screen. A form's validation errors stay next to its fields, and a dialog shows its own messages inside it.
 */
export const NOTIFICATION_LIFETIME_MS = 3000;

export const toasterProps: ToasterProps = {
  position: 'top-center',
  duration: NOTIFICATION_LIFETIME_MS,
  closeButton: true,
  richColors: true,
  theme: 'light',
  visibleToasts: 1,
  containerAriaLabel: 'Notifications',
  toastOptions: { closeButtonAriaLabel: 'Close notification' },
};

/** Never a stack: the notification on screen makes way for the next. */
function replaceShown() {
  toast.dismiss();
}

/** Green notification: something was done (paid, saved, sent). */
export function notifySuccess(message: string): void {
  replaceShown();
  toast.success(message);
}

/** Red notification: something could not be done. */
export function notifyError(message: string): void {
  replaceShown();
  toast.error(message);
}

/** Blue notification: information, neither a success nor a failure. */
export function notifyInfo(message: string): void {
  replaceShown();
  toast.info(message);
}

export const notify = { success: notifySuccess, error: notifyError, info: notifyInfo };
