import { contrastRatio, ThemeColours } from '@app/core';
import { describe, expect, it } from 'vitest';
import { mailColours, renderMail } from './render-mail';

const values = { site: 'Sie & Sie', name: 'Kim', link: 'https://she.test/chats/1', member: 'Sam', minutes: 30 };

describe("a mail in the site's colours (issue 21)", () => {
  it("wears the site's primary on its name bar and button, with readable text and links", () => {
    const colours = ThemeColours.parse({ primary: '#7b1fa2', secondary: '#ffeb3b' });
    const { html } = renderMail('message', 'de', { ...values, colours });
    expect(html).toContain('background:#7b1fa2;color:#ffffff;');
    const link = mailColours(colours).link;
    expect(html).toContain(`style="color:${link};word-break:break-all;"`);
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps SPEC §9's red for a site without its own, and dark text on a light primary", () => {
    expect(renderMail('message', 'en', values).html).toContain('background:#d50918;color:#ffffff;');
    expect(mailColours({ primary: '#ffc107', secondary: '#1eaddb' }).onBrand).toBe('#000000');
  });
});
