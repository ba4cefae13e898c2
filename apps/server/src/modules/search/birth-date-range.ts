/** The same calendar day `years` earlier, as YYYY-MM-DD; 29 February falls back to the 28th. */
function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

function dayAfter(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export interface BirthDateRange {
  /** Earliest birth date, inclusive. */
  from: string;
  /** Latest birth date, inclusive. */
  to: string;
}

/**
 * Ages minAge to maxAge on `today` as a range of birth dates (the same rule as `ageOn`), so a
 * search compares the indexed date_of_birth column instead of computing every row's age.
 */
export function birthDateRange(minAge: number, maxAge: number, today: Date): BirthDateRange {
  // Aged at most maxAge: not yet maxAge + 1, i.e. born after the day that many years ago.
  return { from: dayAfter(yearsBefore(today, maxAge + 1)), to: yearsBefore(today, minAge) };
}
