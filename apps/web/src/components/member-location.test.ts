import { describe, expect, it, vi } from 'vitest';
import { memberLocationText, samePlaceName } from './member-location';

describe('a member’s location', () => {
  it('says a town and its region, without naming the country', () => {
    const country = vi.fn(() => 'Netherlands');
    expect(memberLocationText('Haarlem', 'Noord-Holland', country)).toBe('Haarlem, Noord-Holland');
    // Naming it makes the page's first Intl.DisplayNames, which loads the browser's locale data.
    expect(country).not.toHaveBeenCalled();
  });

  it('says a name once when the town gives its name to the region', () => {
    expect(memberLocationText('Birmingham', 'Birmingham', () => 'United Kingdom')).toBe('Birmingham');
    expect(memberLocationText('Glasgow', 'Glasgow City', () => 'United Kingdom')).toBe('Glasgow');
    expect(memberLocationText('Brussel', 'Brussels', () => 'Belgium')).toBe('Brussel');
    expect(memberLocationText('Durham', 'County Durham', () => 'United Kingdom')).toBe('Durham');
    expect(memberLocationText('Zürich', 'Zurich', () => 'Switzerland')).toBe('Zürich');
  });

  it('says a capital once beside its region named in the reader’s language', () => {
    expect(memberLocationText('Bruxelles', 'Bruxelles-Capitale', () => 'Belgique')).toBe('Bruxelles');
    expect(memberLocationText('Brussel', 'Brussels Hoofdstedelijk Gewest', () => 'België')).toBe('Brussel');
    expect(memberLocationText('Bryssel', 'Brysselin pääkaupunkialue', () => 'Belgia')).toBe('Bryssel');
    expect(memberLocationText('Bruselas', 'Bruselas-Capital', () => 'Bélgica')).toBe('Bruselas');
    expect(memberLocationText('Basel', 'Basel-Stadt', () => 'Schweiz')).toBe('Basel');
    expect(memberLocationText('Schleswig', 'Schleswig-Holstein', () => 'Deutschland')).toBe('Schleswig, Schleswig-Holstein');
  });

  it('falls back to the country, and keeps what is known alone', () => {
    expect(memberLocationText('', '', () => 'Deutschland')).toBe('Deutschland');
    expect(memberLocationText('', 'Bayern', () => 'Deutschland')).toBe('Bayern');
  });

  it('does not take different places for one', () => {
    expect(samePlaceName('Aberdeen', 'Aberdeenshire')).toBe(false);
    expect(samePlaceName('Bern', 'Berlin')).toBe(false);
    expect(samePlaceName('Linz', 'Limburg')).toBe(false);
  });
});
