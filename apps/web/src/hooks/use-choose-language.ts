import type { Locale } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { REGIONS_KEY, settingsQuery } from '../site/api';
import { chooseLocale } from '../i18n/i18n';
import { useCurrentUser, useUpdateUser } from './use-session';

/**
 * The visitor picks an interface language; a logged-in member's choice is also stored with the
 * account (SPEC §7: PUT /api/user.php with {language}), so mails and the next login use it.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const update = useUpdateUser();
  const choose = (locale: Locale) => {
    // The site's own texts (settings.php) and region names (regions.php) answer in the language the
    // locale cookie names, set by now.
    void chooseLocale(locale).then(() =>
      Promise.all([queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }), queryClient.invalidateQueries({ queryKey: REGIONS_KEY })]),
    );
    if (user && user.language !== locale) update.mutate({ language: locale });
  };
  return { choose, update };
}
