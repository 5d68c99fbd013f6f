import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { cn } from '../../../components/ui/cn';
import type { Detection } from '../service-form-state';

const SOURCE_TEXT: Record<Detection['source'], MessageDescriptor> = {
  history: /*i18n*/ { id: 'services.detection.history', message: 'from your last recharge' },
  provider: /*i18n*/ { id: 'services.detection.provider', message: "from the operator's records" },
  series: /*i18n*/ { id: 'services.detection.series', message: 'based on the number series' },
};

export interface DetectionLineProps {
  detection: Detection | null;
  /** "Change": the customer wants another operator (the form moves focus to its select). */
  onChange(): void;
}

/**
 * The line under a mobile number saying which operator and circle were filled in for it, and from what. Its text
 * is always in the page (empty when nothing was detected), so screen readers announce each detection politely;
 * the Change button sits outside that live text, and stays on one line with its dash when the text wraps.
 */
export function DetectionLine({ detection, onChange }: DetectionLineProps) {
  const { i18n } = useLingui();
  const detected = detection ? [detection.operator, detection.circle].filter(Boolean).join(' · ') : '';
  return (
    <p className={cn('text-sm text-muted', detection && 'mt-1.5')}>
      <span aria-live="polite" aria-atomic="true" data-testid="number-detection">
        {detection ? (
          <>
            <Trans
              id="services.detection.line"
              message="<0>Detected: {detected}</0> ({source})"
              values={{ detected, source: i18n._(SOURCE_TEXT[detection.source]) }}
              components={[<span className="font-semibold text-ink" />]}
            />
          </>
        ) : null}
      </span>
      {detection ? (
        <span className="whitespace-nowrap">
          {' '}
          <span aria-hidden="true">—</span>{' '}
          <button
            type="button"
            onClick={onChange}
            aria-label={i18n._({ id: 'services.detection.changeOperator', message: 'Change operator' })}
            className="rounded py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-brand-600"
          >
            {i18n._({ id: 'services.detection.change', message: 'Change' })}
          </button>
        </span>
      ) : null}
    </p>
  );
}
