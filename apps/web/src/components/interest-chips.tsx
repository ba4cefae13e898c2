import type { InterestKey } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { interestsQuery } from '../site/api';

/** The icon of each interest, as GET /api/interests.php gives them. */
export function useInterestIcons(): Map<InterestKey, string> {
  const { data } = useQuery(interestsQuery);
  return new Map(data?.interests.map((interest) => [interest.key, interest.icon]));
}

/** A member's interests as read-only chips with their icons. */
export function InterestChips({ interests }: { interests: readonly InterestKey[] }) {
  const { t } = useTranslation();
  const icons = useInterestIcons();
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" data-testid="interests">
      {interests.map((key) => (
        <li key={key} className="app-chip">
          {icons.get(key) && (
            <span className="app-chip-icon" aria-hidden="true">
              {icons.get(key)}
            </span>
          )}
          {t(`interests.${key}`)}
        </li>
      ))}
    </ul>
  );
}
