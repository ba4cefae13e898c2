import { useAdminSite } from '../admin-api';
import { OperatorFiguresPanel } from './operator-figures';

/** /admin/reports/operators: the operators' figures among the reports, for operators and finance. */
export function Component() {
  const { siteId } = useAdminSite();
  return (
    <>
      <h1 className="h3 mb-2">Operator figures</h1>
      <p className="small text-body-secondary">
        How long members wait for a fictional profile's answer, from their first unanswered message to the answer; who answers;
        and when conversations start waiting (still waiting ones included). Hours are shown in your time zone.
      </p>
      <OperatorFiguresPanel siteId={siteId} />
    </>
  );
}
