import { AppLink } from '../app/app-link';
import { useSettings } from '../site/api';
import { pathFor } from '../route-table';

export function Brand() {
  const settings = useSettings();
  return (
    <AppLink className="navbar-brand app-brand d-flex align-items-center gap-2" to={pathFor('index')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{settings?.name}</span>
    </AppLink>
  );
}
