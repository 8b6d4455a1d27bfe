import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@hospedar/contracts/constants';
import type { TLanguage } from '@hospedar/contracts/constants';
import { chooseLanguage, currentLanguage } from '../../lib/i18n/i18n.ts';
import { Flag } from './flags.tsx';

export type TLanguageSelectorProps = {
  /** The languages the hotel offers; all three when unknown. */
  languages?: readonly TLanguage[];
  /** 'light' draws it over a dark or photographic background. */
  tone?: 'default' | 'light';
};

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens it, arrows move, Escape closes
 * and returns focus. Plain DOM rather than MUI's Menu, which would cost ~12 kB on the first screen.
 */
export function LanguageSelector({ languages = LANGUAGES, tone = 'default' }: TLanguageSelectorProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const active = currentLanguage();
  const name = (language: TLanguage) => t(`language.names.${language}`);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const activeIndex = Math.max(0, languages.indexOf(active));
    focusItem(activeIndex);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus only when the menu opens
  }, [isOpen]);

  if (languages.length < 2) return null;

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const select = (language: TLanguage) => {
    close(true);
    if (language !== active) void chooseLanguage(language);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div className={`lang-select lang-select--${tone}`}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-select__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={t('language.current', { language: name(active) })}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        <Flag language={active} />
        <span>{name(active)}</span>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {isOpen ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          className="lang-select__menu"
          onKeyDown={onMenuKeyDown}
        >
          {languages.map((language) => (
            <li
              key={language}
              role="menuitemradio"
              aria-checked={language === active}
              tabIndex={-1}
              lang={language}
              className="lang-select__item"
              onClick={() => select(language)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  select(language);
                }
              }}
            >
              <Flag language={language} />
              <span>{name(language)}</span>
              {language === active ? (
                <svg
                  className="lang-select__check"
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 12l5 5 9-10"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
