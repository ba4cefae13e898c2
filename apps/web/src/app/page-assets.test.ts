import { describe, expect, it } from 'vitest';
import { pageAssets } from './page-assets';

const MANIFEST = {
  'index.html': { file: 'assets/main.js', src: 'index.html', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_icon.js': { file: 'assets/icon.js', imports: ['_shared.js'] },
  'src/features/members/member-page.tsx': {
    file: 'assets/member-page.js',
    src: 'src/features/members/member-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_icon.js', '_shared.js'],
    dynamicImports: ['src/features/chats/composer.tsx'],
    css: ['assets/member-page.css'],
  },
  'src/features/chats/composer.tsx': { file: 'assets/composer.js', isDynamicEntry: true, css: ['assets/composer.css'] },
};

describe('page assets', () => {
  it("are the style sheets and scripts of a page's chunk and all it imports statically, each once, not of what it loads later", () => {
    expect(pageAssets(MANIFEST, ['src/features/members/member-page.tsx', 'src/missing.tsx'])).toEqual({
      styles: ['/assets/member-page.css', '/assets/shared.css'],
      scripts: ['/assets/member-page.js', '/assets/main.js', '/assets/shared.js', '/assets/icon.js'],
    });
  });
});
