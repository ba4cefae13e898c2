import type { Locator } from 'playwright-core';

/**
 * How a label's text lies on screen: the lines it takes, and the words the browser broke across
 * two of them (after a word's own hyphen, 'e-|mail', or for want of room). Counted from the text's
 * line boxes, so padding and line height do not matter.
 */
export function textLayout(element: Locator): Promise<{ lines: number; brokenWords: string[] }> {
  return element.evaluate((root) => {
    const linesOf = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    const whole = document.createRange();
    whole.selectNodeContents(root);
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(node, match.index);
        word.setEnd(node, match.index + match[0].length);
        if (linesOf(word) > 1) brokenWords.push(match[0]);
      }
    }
    return { lines: linesOf(whole), brokenWords };
  });
}
