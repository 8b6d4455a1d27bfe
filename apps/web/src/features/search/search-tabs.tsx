import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSearchType } from '@hospedar/contracts/constants';

export type TSearchTabsProps = {
  types: TSearchType[];
  active: TSearchType;
  onChange: (type: TSearchType) => void;
};

export const tabId = (type: TSearchType) => `search-tab-${type}`;
export const panelId = 'search-panel';

/** WAI-ARIA tabs: one tab per search type, arrow keys, Home and End move and select (roving tabindex). */
export function SearchTabs({ types, active, onChange }: TSearchTabsProps) {
  const { t } = useTranslation('search');
  const refs = useRef(new Map<TSearchType, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = types.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % types.length,
      ArrowDown: (index + 1) % types.length,
      ArrowLeft: (index - 1 + types.length) % types.length,
      ArrowUp: (index - 1 + types.length) % types.length,
      Home: 0,
      End: types.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const type = types[target];
    if (!type) return;
    onChange(type);
    refs.current.get(type)?.focus();
  }

  return (
    <div className="search-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {types.map((type) => {
        const isActive = type === active;
        return (
          <button
            key={type}
            ref={(element) => {
              if (element) refs.current.set(type, element);
              else refs.current.delete(type);
            }}
            id={tabId(type)}
            type="button"
            role="tab"
            className="search-tabs__tab"
            aria-selected={isActive}
            aria-controls={panelId}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(type)}
          >
            {t(`tabs.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
