import { landerCopyVariant, nicheCopyKey } from '@app/core/landers';
import { useLander } from './lander-context';

/** The headline and subline of this page: the slug picks the variant, the niche the audience. */
export function useCopy(): { headline: string; subline: string; audience: string } {
  const { data, t } = useLander();
  const variant = landerCopyVariant(data.slug ?? undefined);
  const audience = t(`lander.niche.${nicheCopyKey(data.site.niche)}.audience`);
  const values = { audience, site: data.site.name };
  return {
    headline: t(`lander.copy.${variant}.headline`, values),
    subline: t(`lander.copy.${variant}.subline`, values),
    audience,
  };
}
