import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { pushState, turnOnPush } from '../../../lib/web-push';

const DISMISSED_KEY = 'paywise:plan-reminder-offer';

/**
 * After a plan was bought (a Completed order with a plan): our own explanation first, then, only on the customer's
 * tap, the browser's permission prompt for a reminder on this device before the plan ends (docs/decisions/0025).
 * Never shown on page load elsewhere, nor when the browser cannot take pushes, nor after "Not now".
 */
export function PlanReminderOffer() {
  const { i18n } = useLingui();
  const [state, setState] = useState<'hidden' | 'offer' | 'working' | 'on' | 'denied' | 'failed'>('hidden');

  useEffect(() => {
    let isCurrent = true;
    if (localStorage.getItem(DISMISSED_KEY)) return;
    pushState()
      .then((found) => {
        if (isCurrent && found === 'offer') setState('offer');
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state === 'hidden') return null;

  const turnOn = async () => {
    setState('working');
    try {
      setState(await turnOnPush());
    } catch {
      setState('failed');
    }
  };
  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, 'dismissed');
    setState('hidden');
  };

  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="plan-reminder-title"
      data-testid="plan-reminder-offer"
    >
      <h2 id="plan-reminder-title" className="text-lg font-bold">
        {i18n._({ id: 'orders.reminder.title', message: 'Remind me before this plan ends' })}
      </h2>
      {state === 'on' ? (
        <p className="mt-2" role="status">
          {i18n._({ id: 'orders.reminder.on', message: 'Reminders are on for this device.' })}
        </p>
      ) : state === 'denied' ? (
        <p className="mt-2" role="status">
          {i18n._({
            id: 'orders.reminder.denied',
            message:
              'Notifications are blocked for PayWise in this browser. You will still get the reminder by email.',
          })}
        </p>
      ) : (
        <>
          <p className="text-muted mt-2">
            {i18n._({
              id: 'orders.reminder.text',
              message:
                'We can send a notification to this device 3 days before your plan ends, with a one-tap Recharge again. Your browser will ask you to allow notifications.',
            })}
          </p>
          {state === 'failed' ? (
            <p className="mt-2 text-red-700" role="alert">
              {i18n._({
                id: 'orders.reminder.failed',
                message: 'Reminders could not be turned on. Please try again.',
              })}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <Button onClick={() => void turnOn()} disabled={state === 'working'}>
              {i18n._({ id: 'orders.reminder.turnOn', message: 'Turn on reminders' })}
            </Button>
            <Button variant="ghost" onClick={notNow}>
              {i18n._({ id: 'orders.reminder.notNow', message: 'Not now' })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
