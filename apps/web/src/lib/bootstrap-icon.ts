import { createElement, forwardRef, type ReactNode } from 'react';
import type { IconProps } from 'react-bootstrap-icons';

/**
 * One Bootstrap icon as react-bootstrap-icons draws it (same props, same markup), from its SVG
 * elements. scripts/bootstrap-icons-plugin.ts turns each of the library's icon modules into a call
 * of this: each of them carried its own copy of the component and of Babel's helpers, ~0.6 kB gzip
 * an icon in every chunk that used one (issue #20).
 */
export function bootstrapIcon(name: string, drawing: () => ReactNode[]) {
  return forwardRef<SVGSVGElement, IconProps>(function BootstrapIcon({ color = 'currentColor', size = '1em', title = null, className = '', ...rest }, ref) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: '0 0 16 16',
        width: size,
        height: size,
        fill: color,
        className: ['bi', name, className].filter(Boolean).join(' '),
        ...rest,
      },
      title ? createElement('title', null, title) : null,
      ...drawing(),
    );
  });
}
