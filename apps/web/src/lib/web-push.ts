import type { PushConfigDto } from '@paywise/domain/contracts/push';
import { api } from './api-client';

/**
 * Web push in the browser (docs/decisions/0025): whether this device can take plan reminders, and subscribing it.
 * Only with the app's service worker registered (the production build); never asks for permission by itself.
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** 'offer' when the customer can still be asked, 'on' when this device is subscribed, else 'none'. */
export async function pushState(): Promise<'offer' | 'on' | 'none'> {
  const registration = await pushRegistration();
  if (!registration || Notification.permission === 'denied') return 'none';
  if (await registration.pushManager.getSubscription()) return 'on';
  const { publicKey } = await api.get<PushConfigDto>('/push/config');
  return publicKey ? 'offer' : 'none';
}

/** Asks the browser's permission (after our own explanation), subscribes and stores the subscription. */
export async function turnOnPush(): Promise<'on' | 'denied'> {
  const registration = await pushRegistration();
  if (!registration) return 'denied';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await api.get<PushConfigDto>('/push/config');
  if (!publicKey) return 'denied';
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await api.post('/push/subscription', subscription.toJSON());
  return 'on';
}
