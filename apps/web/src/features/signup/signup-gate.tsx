import { signupAccess } from '@app/core';
import type { ReactNode } from 'react';
import { EnvelopePaper, SignStop } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoading } from '../../components/page-loading';
import { storedNetwork } from '../../lib/traffic-source';
import { useSettings } from '../../site/api';

/** The signup form, or why there is none: signups closed, or by invitation only (SPEC §4). */
export function SignupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings) return <PageLoading />;
  const access = signupAccess(settings.signups, { network: storedNetwork() });
  if (access === 'open') return children;
  const Icon = access === 'closed' ? SignStop : EnvelopePaper;
  return (
    <div className="text-center py-3" data-testid={`signup-${access}`}>
      <Icon size={40} className="text-primary mb-3" aria-hidden="true" />
      <h2 className="h4">{t(`signup.${access}.title`)}</h2>
      <p className="text-body-secondary mb-0">{t(`signup.${access}.text`, { site: settings.name })}</p>
    </div>
  );
}
