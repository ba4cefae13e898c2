import type { ReactNode } from 'react';

/** A friendly 'nothing here yet' with an icon and, usually, the way to something. */
export function EmptyState({ icon, title, text, children }: { icon: ReactNode; title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="text-center py-5 px-3" data-testid="empty-state">
      <div className="text-primary opacity-75 mb-3" aria-hidden="true">
        {icon}
      </div>
      <h2 className="h5">{title}</h2>
      {text && <p className="text-body-secondary mx-auto app-measure">{text}</p>}
      {children}
    </div>
  );
}
