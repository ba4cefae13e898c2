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
  'src/features/chats/composer.tsx': { file: 'assets/composer.js', isDynamicEntry: true },
  'src/i18n/locales/de.json': { file: 'assets/de.js', isDynamicEntry: true },
};

describe('page assets', () => {
  it("are a page's chunks with all they import statically and their style sheets, each once, not what they load later", () => {
    expect(pageAssets(MANIFEST, ['src/features/members/member-page.tsx', 'src/i18n/locales/de.json', 'src/missing.tsx'])).toEqual({
      scripts: ['/assets/member-page.js', '/assets/main.js', '/assets/shared.js', '/assets/icon.js', '/assets/de.js'],
      styles: ['/assets/member-page.css', '/assets/shared.css'],
    });
  });
});
