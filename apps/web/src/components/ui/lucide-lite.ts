import { createElement, type ReactNode, type SVGProps } from 'react';

/** Lucide's icon data, as each lucide-react icon module passes it to createLucideIcon. */
interface IconData {
  name?: string;
  size?: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
}

type LiteProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  color?: string;
  size?: string | number;
  strokeWidth?: string | number;
  children?: ReactNode;
};

/**
 * lucide-react's createLucideIcon, rendering the same <svg> (attributes, classes, aria-hidden when nothing names
 * it) without lucide's general-purpose builder, context and helpers (~1 KB brotli of the first page). The build
 * (vite.config.ts, lucideLite) points every lucide-react icon at it; tests and the dev server keep lucide's own.
 * Not supported, as the app never uses them: absoluteStrokeWidth, nonScalingStroke, LucideProvider.
 * lucide-lite.test.tsx holds it to lucide's output.
 */
export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const names = [icon.name, ...(icon.aliases ?? [])]
    .filter((name) => name?.trim())
    .map((name) => `lucide-${name}`);
  return function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    className = '',
    children,
    ...rest
  }: LiteProps) {
    const named =
      Boolean(children) ||
      Object.keys(rest).some(
        (key) =>
          (key.startsWith('aria-') || key === 'role' || key === 'title') &&
          rest[key as keyof typeof rest] != null,
      );
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set(['lucide', ...names, ...className.split(/\s+/)])].filter(Boolean).join(' '),
        ...(named ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
