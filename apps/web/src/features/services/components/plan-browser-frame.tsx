import { useLingui } from '@lingui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';

/** The plan browser's frame: a section beside the form on wide screens, a whole-screen sheet on phones. */
export function PlanBrowserFrame({
  isWide,
  context,
  onClose,
  children,
}: {
  isWide: boolean;
  context: string;
  onClose(): void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  // Beside the form, focus goes to the heading when the plans open; the sheet takes it by itself.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isWide) headingRef.current?.focus();
  }, [isWide]);

  if (!isWide) {
    return (
      <Modal
        open
        variant="screen"
        onClose={onClose}
        title={i18n._({ id: 'services.plans.title', message: 'Browse Plans' })}
        subtitle={context || undefined}
      >
        {children}
      </Modal>
    );
  }
  return (
    <section
      aria-labelledby="plans-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="plans-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {i18n._({ id: 'services.plans.title', message: 'Browse Plans' })}
        </h2>
        {context ? <p className="text-sm font-semibold text-muted">{context}</p> : null}
      </div>
      {children}
    </section>
  );
}
