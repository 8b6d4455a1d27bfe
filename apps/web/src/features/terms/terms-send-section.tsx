import { useTranslation } from 'react-i18next';
import type { TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { useOwnContact } from './use-own-contact.ts';
import { useSendTerms } from './use-send-terms.ts';

/** "Send by e-mail", for a verified guest with a saved e-mail; nothing for anyone else. */
export function TermsSendSection({ terms }: { terms: TGetTermsResponse }) {
  const { t } = useTranslation('terms');
  const contact = useOwnContact();
  const { isSending, send } = useSendTerms();
  if (!contact?.email) return null;
  const email = contact.email;
  return (
    <div className="terms-send">
      <p className="terms-send__hint">{t('send.hint', { email })}</p>
      <button
        type="button"
        className="btn btn--outline terms-send__button"
        disabled={isSending}
        aria-busy={isSending || undefined}
        onClick={() => send({ id: terms.id, title: terms.title }, { name: contact.name, email })}
      >
        {isSending ? t('send.sending') : t('send.action')}
      </button>
    </div>
  );
}
