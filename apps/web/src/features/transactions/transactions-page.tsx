import { useTranslation } from '../../i18n/use-translation';
import { data, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { OrdersOverview } from './orders-overview';
import { PaymentResult } from './payment-result';
import { Receipt } from './receipt';

/** Order ids are positive integers; anything else is a page that does not exist. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,15}$/.test(params.id)) throw data('This page could not be found', { status: 404 });
  return null;
}

const TITLES = { overview: 'orders.title', result: 'payment_result.title', receipt: 'receipt.title' } as const;

/**
 * /transactions/{id?}: without an id the order overview; with one the order's receipt, or, coming
 * back from the provider (?return=1), the payment result (SPEC §4).
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const view = id === undefined ? 'overview' : searchParams.get('return') === '1' ? 'result' : 'receipt';
  useDocumentTitle(t(TITLES[view]));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="transactions-id">
        {view === 'overview' && <OrdersOverview />}
        {view === 'result' && <PaymentResult id={Number(id)} />}
        {view === 'receipt' && <Receipt id={Number(id)} />}
      </div>
    </MemberOnly>
  );
}
