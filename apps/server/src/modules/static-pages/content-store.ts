import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, type Locale, type StaticPageName } from '@app/core';

const CONTENT_DIR = fileURLToPath(new URL('./content', import.meta.url));

export interface PageSource {
  lang: Locale;
  markdown: string;
}

/**
 * The pages' Markdown, content/<lang>/<page>.md, read once per file and kept: it ships with the
 * code and changes only with a deploy. A language without its own file falls back to English.
 */
export class ContentStore {
  private readonly files = new Map<string, Promise<string | null>>();

  constructor(private readonly dir = CONTENT_DIR) {}

  async source(name: StaticPageName, lang: Locale): Promise<PageSource> {
    const markdown = await this.read(name, lang);
    if (markdown !== null || lang === DEFAULT_LOCALE) {
      if (markdown === null) throw new Error(`The English content of page ${name} is missing.`);
      return { lang, markdown };
    }
    return this.source(name, DEFAULT_LOCALE);
  }

  /** The page's own file in this language, null when it has none (no fallback). */
  read(name: StaticPageName, lang: Locale): Promise<string | null> {
    const path = `${this.dir}/${lang}/${name}.md`;
    let file = this.files.get(path);
    if (!file) {
      file = readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      this.files.set(path, file);
    }
    return file;
  }
}
