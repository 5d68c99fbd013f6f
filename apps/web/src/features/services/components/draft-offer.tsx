import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import type { SavedForm } from '../saved-form';

/**
 * An unpaid draft of this page, kept less than 30 minutes ago, offered above the empty form: "Continue with
 * 9900112233?" with Continue and Start afresh. Nothing is filled in until the customer says so.
 */
export function DraftOffer({
  def,
  draft,
  onContinue,
  onDismiss,
}: {
  def: ServiceDefinition;
  draft: SavedForm;
  onContinue(): void;
  onDismiss(): void;
}) {
  const { i18n } = useLingui();
  const { identifier, operator } = draft.values;
  // The number or account, as typed; a draft with none yet is named by its operator.
  const what =
    identifier !== '' && def.identifier.orderField === 'number' ? identifier : identifier || operator;
  const question = what
    ? i18n._({
        id: 'services.draft.continueWith',
        message: 'Continue with {draft}?',
        values: { draft: what },
      })
    : i18n._({ id: 'services.draft.continue', message: 'Continue where you left off?' });
  return (
    <section
      aria-label={i18n._({ id: 'services.draft.label', message: 'Unfinished payment' })}
      data-testid="draft-offer"
      className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-3 text-sky-900 min-[400px]:flex-row min-[400px]:items-center"
    >
      <p className="min-w-0 flex-1 text-sm font-medium break-words">{question}</p>
      <div className="flex shrink-0 gap-2">
        <Button onClick={onContinue} className="px-4">
          {i18n._({ id: 'services.draft.take', message: 'Continue' })}
        </Button>
        <Button variant="secondary" onClick={onDismiss} className="px-4">
          {i18n._({ id: 'services.draft.dismiss', message: 'Start afresh' })}
        </Button>
      </div>
    </section>
  );
}
