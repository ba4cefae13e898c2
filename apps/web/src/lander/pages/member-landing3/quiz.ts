import type { LanderMember } from '@app/core';
import { LANDER_ANSWER_PARAM, type NicheAudience } from '@app/core/landers';

/** The age ranges a visitor picks from: those the site's niche has members in. */
const AGE_RANGES: readonly (readonly [number, number])[] = [
  [18, 29],
  [30, 39],
  [40, 49],
  [50, 59],
  [60, 120],
];

export interface AgeRange {
  min: number;
  max: number;
  label: string;
}

export function ageRanges(audience: NicheAudience): AgeRange[] {
  return AGE_RANGES.filter(([min, max]) => max >= audience.minAge && min <= audience.maxAge).map(([min, max]) => ({
    min,
    max,
    label: max >= 120 ? `${min}+` : `${min}–${max}`,
  }));
}

/**
 * The other members who "match" the visitor's answers: those in the age range they picked, or,
 * when none of the members shown is, all of them (nearby members still match better than nobody).
 */
export function matchingMembers(members: LanderMember[], range: AgeRange | undefined): LanderMember[] {
  const inRange = range ? members.filter((member) => member.age >= range.min && member.age <= range.max) : [];
  return inRange.length > 0 ? inRange : members;
}

/**
 * The answers a visitor gave before the browser took the page over (LanderBootstrap.answers), as
 * far as each is one of its question's options: an address edited by hand starts the quiz over
 * from the first answer that is not.
 */
export function answersSoFar(answers: readonly string[], options: readonly (readonly string[])[]): string[] {
  const valid = answers.slice(0, options.length);
  const wrong = valid.findIndex((answer, step) => !options[step]!.includes(answer));
  return wrong === -1 ? valid : valid.slice(0, wrong);
}

/** The address of the quiz with these answers: where a tap goes while the page is not yet taken over. */
export function answersHref(answers: readonly string[]): string {
  return `?${new URLSearchParams(answers.map((answer) => [LANDER_ANSWER_PARAM, answer])).toString()}`;
}
