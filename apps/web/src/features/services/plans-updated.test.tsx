import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlansUpdated } from './components/plans-updated';

describe('the plan browser says when live plans were refreshed', () => {
  it('"Plans updated {date}" (dd-mm-yyyy, India time) for the provider\'s live plans', () => {
    const html = renderToStaticMarkup(
      <PlansUpdated status={{ source: 'live', updatedAt: '2026-11-26T23:15:00.000Z' }} />,
    );
    expect(html).toContain('Plans updated 27-11-2026');
  });

  it('says nothing on the shipped catalogue, or before the status is known', () => {
    expect(renderToStaticMarkup(<PlansUpdated status={{ source: 'catalogue', updatedAt: null }} />)).toBe('');
    expect(renderToStaticMarkup(<PlansUpdated status={undefined} />)).toBe('');
  });
});
