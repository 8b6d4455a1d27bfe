import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TMenuCardProps = {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** Router state for the target (online services and check-out: the visit comes from the menu). */
  state?: unknown;
};

/** A large, fully clickable action card of the welcome menu. */
export function MenuCard({ to, title, description, icon, state }: TMenuCardProps) {
  return (
    <li className="menu-card">
      <Link to={to} state={state} className="menu-card__link">
        <span className="menu-card__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="menu-card__body">
          <span className="menu-card__title">{title}</span>
          <span className="menu-card__description">{description}</span>
        </span>
        <svg className="menu-card__chevron" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </Link>
    </li>
  );
}
