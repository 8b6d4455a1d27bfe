import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LineIcon } from '../../components/line-icon.tsx';
import { notifications } from '../../components/notifications/notification-store.ts';
import { PATHS } from '../../lib/paths.ts';
import { signOut } from '../../lib/sign-out.ts';
import { loadPasskeyCeremony } from './passkey/load-passkeys.ts';
import { PasskeyIcon } from './passkey/passkey-icon.tsx';
import './passkey/passkeys.css';

const PasskeysDialog = lazy(() =>
  Promise.all([import('./passkey/passkeys-dialog.tsx'), loadPasskeyCeremony()]).then(([m]) => ({
    default: m.PasskeysDialog,
  })),
);

/**
 * The verified guest's menu in the header (decision 118): "Passkeys" (list, create, remove) and
 * "Sign out". A disclosure: the button shows or hides two buttons; Escape or a tap elsewhere closes it.
 */
export function GuestMenu() {
  const { t } = useTranslation('passkeys');
  const navigate = useNavigate();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isManaging, setIsManaging] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  function leave() {
    setIsOpen(false);
    signOut();
    notifications.notify({ severity: 'success', message: t('menu.signedOut') });
    navigate(PATHS.root, { replace: true });
  }

  return (
    <div className="guest-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-round-button"
        aria-label={t('menu.label')}
        title={t('menu.label')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          // The menu opens where a notification may stand (on phones, under the header): the guest
          // has read it and moved on, and it must cover no control (decision 82).
          if (!isOpen) notifications.dismiss();
          setIsOpen(!isOpen);
        }}
      >
        <LineIcon size={22}>
          <circle cx="12" cy="8.5" r="3.8" />
          <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
        </LineIcon>
      </button>
      <div id={panelId} className="guest-menu__panel" hidden={!isOpen}>
        <button
          type="button"
          className="guest-menu__item"
          onClick={() => {
            setIsOpen(false);
            setIsManaging(true);
          }}
        >
          <PasskeyIcon />
          {t('menu.passkeys')}
        </button>
        <button type="button" className="guest-menu__item" onClick={leave}>
          <LineIcon size={22}>
            <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />
          </LineIcon>
          {t('menu.signOut')}
        </button>
      </div>
      {isManaging ? (
        <Suspense fallback={null}>
          <PasskeysDialog onClose={() => setIsManaging(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
