import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlansUpdated } from './components/plans-updated';
import { i18n } from '../../lib/i18n/i18n';

// The app's I18nProvider (app/language.tsx) in English.
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('the plan browser says when live plans were refreshed', () => {
  it('"Plans updated {date}" (dd-mm-yyyy, India time) for the provider\'s live plans', () => {
    const html = render(<PlansUpdated status={{ source: 'live', updatedAt: '2026-11-26T23:15:00.000Z' }} />);
    expect(html).toContain('Plans updated 27-11-2026');
  });

  it('says nothing on the shipped catalogue, or before the status is known', () => {
    expect(render(<PlansUpdated status={{ source: 'catalogue', updatedAt: null }} />)).toBe('');
    expect(render(<PlansUpdated status={undefined} />)).toBe('');
  });
});
