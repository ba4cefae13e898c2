import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { VisitorOnly } from '../../components/route-guards';
import { pathFor } from '../../route-table';
import { SignupFlow } from './signup-flow';
import { SignupGate } from './signup-gate';
import { useSignupFlow } from './use-signup-flow';

/** /signup, and /members/{id}/signup where the visitor may write that member a first message. */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const memberId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return (
    <VisitorOnly to={pathFor('members')}>
      <CardPage title={t('signup.title')}>
        <SignupGate>
          <Flow memberId={memberId} />
        </SignupGate>
      </CardPage>
    </VisitorOnly>
  );
}

function Flow({ memberId }: { memberId?: number }) {
  return <SignupFlow flow={useSignupFlow({ memberId })} />;
}
