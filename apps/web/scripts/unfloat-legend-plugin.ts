import type { Plugin as PostCssPlugin } from 'postcss';

/**
 * Unfloats Bootstrap's legend (its reboot) and drops the `legend + * { clear: left }` that went with
 * the float: the one sibling rule of our style sheets whose left side is a bare element name.
 * Chromium keys sibling invalidation on classes, ids, attributes and pseudo-classes; such a rule
 * goes into a set it checks for every element added anywhere, and it restyled all of the new
 * element's parent. Each part of a page that appeared after the first paint (the alert room, the
 * connection toast, a dialog) restyled all 1,100 elements of /members: 9–21 ms each, four times that
 * on a phone (issue #20). Our fieldsets have no border, so an unfloated legend sits above their
 * content as the floated one did.
 */
export function unfloatLegendPlugin(): PostCssPlugin {
  return {
    postcssPlugin: 'unfloat-legend',
    Rule(rule) {
      if (rule.selector === 'legend + *') rule.remove();
      else if (rule.selector === 'legend') {
        rule.walkDecls('float', (declaration) => {
          declaration.remove();
        });
      }
    },
  };
}
