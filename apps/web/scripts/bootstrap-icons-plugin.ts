import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FACTORY = fileURLToPath(new URL('../src/lib/bootstrap-icon.ts', import.meta.url));
const ICON_MODULE = /react-bootstrap-icons\/dist\/icons\/[\w-]+\.js$/;
/** An icon module of react-bootstrap-icons 1.11: its class name and the SVG elements it draws. */
const ICON_SOURCE =
  /className: \['bi', '(bi-[\w-]+)', className\][^]*?React\.createElement\("title", null, title\) : null, ([^]*)\);\n\}\);\n\w+\.propTypes/;

/**
 * Each of react-bootstrap-icons' modules becomes a call of src/lib/bootstrap-icon.ts with the
 * icon's SVG elements: the same component, without a copy of it (and of Babel's helpers and the
 * prop types) per icon. A module of another shape fails the build, so a new version of the library
 * cannot slip by unchanged.
 */
export function bootstrapIconsPlugin(): Plugin {
  return {
    name: 'bootstrap-icons',
    enforce: 'pre',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const match = ICON_SOURCE.exec(code);
      if (!match) this.error(`${id} is not a react-bootstrap-icons icon module as this plugin knows them`);
      const [, name, elements] = match;
      return {
        code: [
          `import { createElement } from 'react';`,
          `import { bootstrapIcon } from ${JSON.stringify(FACTORY)};`,
          `export default /*#__PURE__*/ bootstrapIcon(${JSON.stringify(name)}, () => [${elements!.replaceAll('/*#__PURE__*/React.createElement(', 'createElement(')}]);`,
        ].join('\n'),
        map: null,
      };
    },
  };
}
