import { createLucideIcon as lucideCreate } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import liteCreate from './lucide-lite';

const ICON = {
  name: 'circle-question-mark',
  size: 24,
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: '1mglay' }],
    ['path', { d: 'M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5', key: '1awbb0' }],
  ] as [string, Record<string, string>][],
  aliases: ['help-circle', 'circle-help'],
};

describe('lucide-lite renders what lucide-react renders', () => {
  const Real = lucideCreate(ICON);
  const Lite = liteCreate(ICON);
  const cases: Record<string, unknown>[] = [
    {},
    { className: 'size-5' },
    { 'aria-hidden': 'true', className: 'size-4 shrink-0 text-brand-700' },
    { 'aria-hidden': 'true', className: 'size-4', strokeWidth: 2.5 },
    { 'aria-label': 'Help', className: 'size-5 lucide' },
    { role: 'img', title: 'x', size: 16, color: 'red' },
    { width: 10, height: 12, style: { color: 'blue' }, onClick: () => {} },
  ];
  for (const props of cases) {
    it(JSON.stringify(props), () => {
      expect(renderToStaticMarkup(createElement(Lite, props))).toBe(
        renderToStaticMarkup(createElement(Real, props)),
      );
    });
  }
  it('with children (a title names it)', () => {
    const child = createElement('title', null, 'Help');
    expect(renderToStaticMarkup(createElement(Lite, null, child))).toBe(
      renderToStaticMarkup(createElement(Real, null, child)),
    );
  });
});
