import { Gender, Sexuality } from '@app/core';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/** Whether a member of this gender and sexuality looks for members of gender `other`. */
function seeks(gender: Gender, sexuality: Sexuality, other: Gender): boolean {
  if (sexuality === 'bi') return true;
  return sexuality === 'hetero' ? other !== gender : other === gender;
}

/**
 * The kinds of member who would look for this one and whom this one looks for: the match finder's
 * and the signup matches' rule, and whom a fictional profile may write first to.
 */
export function suitedKinds(gender: Gender, sexuality: Sexuality): { gender: Gender; sexuality: Sexuality }[] {
  return Gender.options.flatMap((other) =>
    seeks(gender, sexuality, other)
      ? Sexuality.options.filter((theirs) => seeks(other, theirs, gender)).map((theirs) => ({ gender: other, sexuality: theirs }))
      : [],
  );
}

/** Profiles of one of `kinds`; false when there is none. */
export function ofKinds(kinds: readonly { gender: Gender; sexuality: Sexuality }[]): SQL {
  return or(...kinds.map((kind) => and(eq(profiles.gender, kind.gender), eq(profiles.sexuality, kind.sexuality)))) ?? eq(profiles.userId, -1);
}
