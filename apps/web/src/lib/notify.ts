import { toast, type ToasterProps } from 'sonner';

/** Section 4: notifications live 3 seconds (a 300 ms fade is set in index.css) and can be closed. */
export const NOTIFICATION_LIFETIME_MS = 3000;

export const toasterProps: ToasterProps = {
  position: 'top-center',
  duration: NOTIFICATION_LIFETIME_MS,
  closeButton: true,
  richColors: true,
  theme: 'light',
  visibleToasts: 3,
  containerAriaLabel: 'Notifications',
  toastOptions: { closeButtonAriaLabel: 'Close notification' },
};

/** Green notification. */
export function notifySuccess(message: string): void {
  toast.success(message);
}

/** Red notification. */
export function notifyError(message: string): void {
  toast.error(message);
}

export const notify = { success: notifySuccess, error: notifyError };
