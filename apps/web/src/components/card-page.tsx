import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useRouteName } from '../hooks/use-route-name';

interface CardPageProps {
  title: string;
  /** An icon above the title, for result pages (activated, deleted, ...). */
  icon?: ReactNode;
  /** Wider for forms with several sections. */
  wide?: boolean;
  children: ReactNode;
}

/** A page that is one centred card: the account pages (login, reset, results) all look alike. */
export function CardPage({ title, icon, wide, children }: CardPageProps) {
  const name = useRouteName();
  useDocumentTitle(title);
  return (
    <div className="container py-4 py-md-5" data-route={name}>
      <div className="row justify-content-center">
        <div className={wide ? 'col-lg-8' : 'col-md-9 col-lg-6'}>
          <div className="card border-0 shadow-sm">
            <div className="card-body p-4 p-md-5">
              {icon && (
                <div className="text-primary mb-3" aria-hidden="true">
                  {icon}
                </div>
              )}
              <h1 className="h3 mb-3">{title}</h1>
              {children}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
