import {
  defaultNotificationChoice,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPrefs,
  type NotificationPrefsUpdate,
} from '@paywise/domain/contracts/privacy';
import type { NotificationPrefsOverrides } from '../../db/schema';

/** What a sender needs of the customer to know whether it may send (a users row has these). */
export interface PrefsHolder {
  /** SMS order updates: the profile's SMS switch is this choice (one truth). */
  smsUpdates: boolean;
  notificationPrefs: NotificationPrefsOverrides;
}

/**
 * The one gate every sender asks (docs/decisions/0023): may `kind` go to this customer by `channel`? Transactional
 * kinds unless turned off; offers only when turned on.
 */
export function mayNotify(user: PrefsHolder, channel: NotificationChannel, kind: NotificationKind): boolean {
  if (channel === 'sms' && kind === 'orderUpdates') return user.smsUpdates;
  const choice = user.notificationPrefs[channel]?.[kind];
  return typeof choice === 'boolean' ? choice : defaultNotificationChoice(kind);
}

/** Every channel and kind as the customer sees them. */
export function resolvePrefs(user: PrefsHolder): NotificationPrefs {
  const channel = (name: NotificationChannel) =>
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, mayNotify(user, name, kind)])) as Record<
      NotificationKind,
      boolean
    >;
  return { email: channel('email'), sms: channel('sms'), push: channel('push') };
}

/** The stored overrides and SMS switch after an update: only choices that differ from the default are kept. */
export function applyPrefsUpdate(
  user: PrefsHolder,
  update: NotificationPrefsUpdate,
): { smsUpdates: boolean; notificationPrefs: NotificationPrefsOverrides } {
  const current = resolvePrefs(user);
  const overrides: NotificationPrefsOverrides = {};
  let smsUpdates = user.smsUpdates;
  for (const channel of NOTIFICATION_CHANNELS) {
    for (const kind of NOTIFICATION_KINDS) {
      const value = update[channel]?.[kind] ?? current[channel][kind];
      if (channel === 'sms' && kind === 'orderUpdates') {
        smsUpdates = value;
        continue;
      }
      if (value !== defaultNotificationChoice(kind)) (overrides[channel] ??= {})[kind] = value;
    }
  }
  return { smsUpdates, notificationPrefs: overrides };
}
