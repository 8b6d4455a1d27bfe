import type { TLanguage } from '@hospedar/contracts/constants';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { looksLikeInitialConfig } from './tenant/api/get-initial-config.ts';

/**
 * The first screen the server wrote into the HTML (decision 209): the hotel's look, and the
 * configuration it read for this visit, so the app neither flashes nor asks for it again.
 */
const FIRST_SCREEN_ID = 'first-screen';
const EMBEDDED_CONFIG_ID = 'hs-config';

export function hasFirstScreen(): boolean {
  return document.getElementById(FIRST_SCREEN_ID) !== null;
}

/** Called by the first screen React draws (before it is painted): the server's screen gives way. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** The configuration embedded in the HTML, once (a later read answers null), or null without one. */
export function takeEmbeddedConfig(): TGetInitialConfigResponse | null {
  const element = document.getElementById(EMBEDDED_CONFIG_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return looksLikeInitialConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The embedded configuration when it answers this visit: one that names no reservation or guest (the
 * server embeds the hotel's alone), read in the language the portal starts in. Taken once either way.
 */
export function embeddedConfigFor(
  ids: { reservationId?: string; guestId?: string },
  language: TLanguage,
): TGetInitialConfigResponse | null {
  const embedded = takeEmbeddedConfig();
  if (!embedded || ids.reservationId || ids.guestId || embedded.language !== language) return null;
  return embedded;
}
