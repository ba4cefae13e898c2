/**
 * A LIKE / ILIKE pattern that matches values containing `text` as typed: its own `%`, `_` and `\`
 * are escaped (backslash is PostgreSQL's default LIKE escape), so a search for "50%" means it.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
