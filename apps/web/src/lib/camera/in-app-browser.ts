/**
 * Browsers inside social apps (Instagram, Facebook, Messenger, WhatsApp, TikTok, LINE...) often refuse the
 * camera without asking; the guest must open the link in the phone's own browser instead.
 */
const IN_APP_PATTERN =
  /\b(Instagram|FBAN|FBAV|FB_IAB|FBIOS|Messenger|WhatsApp|TikTok|musical_ly|BytedanceWebview|Line\/|Snapchat|Twitter|LinkedInApp|Pinterest)\b/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_PATTERN.test(userAgent);
}
