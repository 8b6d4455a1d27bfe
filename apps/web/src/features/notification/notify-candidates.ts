import type { TGuest } from '@hospedar/contracts/guests/guest';
import type { TCompanionSummary, TGetClientResponse } from '@hospedar/contracts/guests/get-client';
import type { TNotifyChannel, TNotifyClient } from '@hospedar/contracts/notify/notify-companions';

/** A companion the main guest may notify, with the channels they have a contact for. */
export type TCandidate = {
  id: string;
  fullName: string;
  /** The e-mail as shown: in full for a minor, masked for an adult companion (decision 54); or null. */
  email: string | null;
  /** The mobile phone as shown (+55 48 991237654, or masked for an adult companion), or null. */
  mobile: string | null;
  channels: TNotifyChannel[];
  notifiedAt: string | null;
  notifiedChannel: TNotifyChannel | null;
};

export type TCandidates = {
  candidates: TCandidate[];
  /** Adults who cannot be notified for want of any contact: the main guest may give them one (decision 63). */
  withoutContact: { id: string; fullName: string }[];
};

function mobileOf(guest: TGuest): string | null {
  const { countryCode, areaCode, number } = guest.mobilePhone;
  const digits = number?.replace(/\D/g, '') ?? '';
  if (digits.length < 6) return null;
  return [`+${countryCode?.replace(/\D/g, '') || '55'}`, areaCode?.replace(/\D/g, ''), digits]
    .filter(Boolean)
    .join(' ');
}

/** Who a candidate is, whether seen in full (a minor) or as a summary (an adult companion). */
type TContactable = {
  id: string;
  fullName: string;
  isChild: boolean;
  isCompleted: boolean;
  email: string | null;
  mobile: string | null;
  notifiedAt: string | null;
  notifiedChannel: TNotifyChannel | null;
};

const fullNameOf = (person: { name: string; lastName: string }) =>
  [person.name, person.lastName].filter(Boolean).join(' ');

const fromGuest = (guest: TGuest): TContactable => ({
  id: guest.id,
  fullName: fullNameOf(guest),
  isChild: guest.isChild,
  isCompleted: guest.isCompleted,
  email: guest.email?.trim() || null,
  mobile: mobileOf(guest),
  notifiedAt: guest.notifiedAt ?? null,
  notifiedChannel: guest.notifiedChannel ?? null,
});

const fromCompanion = (companion: TCompanionSummary): TContactable => ({
  id: companion.id,
  fullName: fullNameOf(companion),
  isChild: false,
  isCompleted: companion.isCompleted,
  email: companion.maskedEmail,
  mobile: companion.maskedMobile,
  notifiedAt: companion.notifiedAt,
  notifiedChannel: companion.notifiedChannel,
});

/**
 * Who may be notified (spec section 6: never the main guest): the companions who have not completed
 * their form and have an e-mail or a mobile phone. Minors without a contact are left out (the main guest
 * fills their forms); adults without one are listed apart, for the main guest to give them one. Adult
 * companions come as summaries with masked contacts (decision 54): the API sends to the contact it has
 * saved, so the masked one is enough to choose the channel.
 */
export function notifyCandidates(client: TGetClientResponse): TCandidates {
  const candidates: TCandidate[] = [];
  const withoutContact: TCandidates['withoutContact'] = [];
  const people = [
    ...client.companions.map(fromCompanion),
    ...client.guests.filter((guest) => !guest.masterGuest).map(fromGuest),
  ];
  for (const { isChild, isCompleted, ...person } of people) {
    if (isCompleted) continue;
    const channels: TNotifyChannel[] = [
      ...(person.email ? ['email' as const] : []),
      ...(person.mobile ? ['sms' as const] : []),
    ];
    if (channels.length === 0) {
      if (!isChild) withoutContact.push({ id: person.id, fullName: person.fullName });
      continue;
    }
    candidates.push({ ...person, channels });
  }
  return { candidates, withoutContact };
}

/** The channel offered first: the one used last time, else e-mail, else SMS. */
export function defaultChannel(candidate: TCandidate): TNotifyChannel {
  const previous = candidate.notifiedChannel;
  return previous && candidate.channels.includes(previous) ? previous : (candidate.channels[0] ?? 'email');
}

/**
 * Who starts selected: the companion the guest list asked for (its send-notification icon), else
 * everyone not notified yet.
 */
export function initialSelection(
  candidates: readonly TCandidate[],
  preselectedId: string | null,
): Record<string, TNotifyChannel | null> {
  const hasPreselected = candidates.some((candidate) => candidate.id === preselectedId);
  return Object.fromEntries(
    candidates.map((candidate) => {
      const isChosen = hasPreselected ? candidate.id === preselectedId : candidate.notifiedAt === null;
      return [candidate.id, isChosen ? defaultChannel(candidate) : null];
    }),
  );
}

/** The request's clients: the selected companions with their chosen channel (spec section 7's fields). */
export function toNotifyClients(
  candidates: readonly TCandidate[],
  selection: Record<string, TNotifyChannel | null>,
): TNotifyClient[] {
  return candidates.flatMap((candidate) => {
    const channel = selection[candidate.id];
    if (!channel) return [];
    return [
      {
        id: candidate.id,
        name: candidate.fullName,
        email: candidate.email,
        mobile: candidate.mobile,
        channel,
      },
    ];
  });
}
