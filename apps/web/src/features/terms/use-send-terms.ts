import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../components/notifications/notification-store.ts';
import { sendTermsToGuest } from './api/send-terms.ts';
import type { TOwnContact } from './use-own-contact.ts';

/** Sends the open terms text to the guest's e-mail: a success notification, or 'failed to send'. */
export function useSendTerms() {
  const { t } = useTranslation('terms');
  const [isSending, setIsSending] = useState(false);

  async function send(terms: { id: string; title: string }, contact: TOwnContact) {
    setIsSending(true);
    try {
      await sendTermsToGuest({ termId: terms.id, name: contact.name, email: contact.email });
      notifications.notify({
        severity: 'success',
        message: t('send.success', { title: terms.title, email: contact.email }),
      });
    } catch {
      notifications.notify({ severity: 'error', message: t('send.failed') });
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, send: (...args: Parameters<typeof send>) => void send(...args) };
}
