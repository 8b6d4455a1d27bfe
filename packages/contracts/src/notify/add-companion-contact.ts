import { z } from 'zod';
import { isValidEmail } from '../validation/email.ts';
import { VALIDATION_MESSAGE_KEYS } from '../validation/messages.ts';
import { isValidMobilePhone } from '../validation/phone.ts';
import { safeText } from '../validation/safe-text.ts';
import { ZCompanionSummary } from '../guests/get-client.ts';

/**
 * PUT /api/clients/{id}/companion-contact (bearer of the main guest; decision 63): the one contact an
 * adult companion with none gets from the main guest, so that the companion can be sent their own
 * link. Exactly one of `email` and `mobilePhone`; each checked by the form's own rule (spec section 5),
 * a failure naming its field with the `validation.*` key the portal translates.
 */
export const ZAddCompanionContactRequest = z
  .object({
    email: safeText(254).trim().optional(),
    mobilePhone: z
      .object({ countryCode: safeText(4).trim(), areaCode: safeText(5).trim(), number: safeText(20).trim() })
      .optional(),
  })
  .superRefine((body, context) => {
    const hasEmail = Boolean(body.email);
    const hasMobile = Boolean(body.mobilePhone?.number);
    if (hasEmail === hasMobile) {
      context.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_MESSAGE_KEYS.required });
      return;
    }
    if (body.email && !isValidEmail(body.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_MESSAGE_KEYS.email });
    }
    if (body.mobilePhone && hasMobile && !isValidMobilePhone(body.mobilePhone)) {
      context.addIssue({
        code: 'custom',
        path: ['mobilePhone'],
        message: VALIDATION_MESSAGE_KEYS.isValidMobilePhone,
      });
    }
  });
export type TAddCompanionContactRequest = z.infer<typeof ZAddCompanionContactRequest>;

export const ZAddCompanionContactParams = z.object({ id: z.string().uuid() });

/** The companion's contacts as the main guest sees them afterwards: masked (decision 54). */
export const ZAddCompanionContactResponse = ZCompanionSummary.pick({
  id: true,
  maskedEmail: true,
  maskedMobile: true,
});
export type TAddCompanionContactResponse = z.infer<typeof ZAddCompanionContactResponse>;
