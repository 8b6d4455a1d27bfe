import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../components/line-icon.tsx';
import { notifications } from '../../components/notifications/notification-store.ts';
import { browserShareDeps, shareOrCopy, shareUrl } from './share-link.ts';
import './share.css';

/**
 * The share-with-guests floating button (spec section 2): the first click expands it (282 px) to say
 * what it does, the second shares the portal's link (Web Share API), or copies it where sharing is
 * not available.
 */
export function ShareButton({ hotelName }: { hotelName: string }) {
  const { t } = useTranslation('guests', { keyPrefix: 'share' });
  const [isExpanded, setIsExpanded] = useState(false);
  const isSharing = useRef(false);

  // Expanded, it is 282 px wide: a guest who scrolls on instead of sharing gets the small corner button
  // back, so it lies over as little of the page as possible (decision 82).
  useEffect(() => {
    if (!isExpanded) return undefined;
    const collapse = () => setIsExpanded(false);
    window.addEventListener('scroll', collapse, { passive: true, once: true });
    return () => window.removeEventListener('scroll', collapse);
  }, [isExpanded]);

  async function onClick() {
    if (!isExpanded) {
      setIsExpanded(true);
      return;
    }
    if (isSharing.current) return;
    isSharing.current = true;
    const data = {
      title: t('title', { hotel: hotelName }),
      text: t('text', { hotel: hotelName }),
      url: shareUrl(window.location.origin),
    };
    const outcome = await shareOrCopy(data, browserShareDeps());
    isSharing.current = false;
    if (outcome === 'copied') notifications.notify({ severity: 'success', message: t('copied') });
    if (outcome === 'failed')
      notifications.notify({ severity: 'error', message: t('failed', { url: data.url }) });
    if (outcome !== 'failed') setIsExpanded(false);
  }

  return (
    <>
      {/* Room under the page's last line, so the floating button never covers it (e.g. the footer). */}
      <div className="share-fab-room" aria-hidden="true" />
      {/* In the body: the route's slide-in animation would make a 'fixed' button move with the page. */}
      {createPortal(
        <button
          type="button"
          className={`share-fab${isExpanded ? ' share-fab--expanded' : ''}`}
          aria-label={isExpanded ? t('action') : t('label')}
          aria-expanded={isExpanded}
          onClick={() => void onClick()}
          onBlur={() => setIsExpanded(false)}
        >
          <LineIcon size={24}>
            <circle cx="18" cy="5" r="2.6" />
            <circle cx="6" cy="12" r="2.6" />
            <circle cx="18" cy="19" r="2.6" />
            <path d="M8.3 10.8l7.4-4.3M8.3 13.2l7.4 4.3" />
          </LineIcon>
          <span className="share-fab__label" aria-hidden={!isExpanded}>
            {t('action')}
          </span>
        </button>,
        document.body,
      )}
    </>
  );
}
