import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's filters and page number, kept in the address: a reload, a shared link or the
 * back button from a detail page shows the same list. Submitting the form sets the filters from
 * its fields of these names (country codes in capitals) and starts at page 1.
 */
export function useUrlFilters<F extends string>(fields: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    fields.flatMap((field) => {
      const value = params.get(field);
      return value ? [[field, value]] : [];
    }),
  ) as Partial<Record<F, string>>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of fields) {
      const value = String(form.get(field) ?? '').trim();
      if (value) next.set(field, field === 'country' ? value.toUpperCase() : value);
    }
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  return { values, page, submit, goTo, key: params.toString() };
}
