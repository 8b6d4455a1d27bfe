/** What the share button hands to the browser: the hotel's portal, marked as a shared link. */
export type TShareData = { title: string; text: string; url: string };

export type TShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export type TShareDeps = {
  share?: (data: TShareData) => Promise<void>;
  canShare?: (data: TShareData) => boolean;
  copy?: (text: string) => Promise<void>;
};

/** The portal's address for companions: the hotel's own host, with where the visit came from. */
export function shareUrl(origin: string): string {
  return `${origin}/?origin=share`;
}

/**
 * Shares through the Web Share API where the browser has it; otherwise, or when it fails for another
 * reason than the guest closing the sheet, copies the link.
 */
export async function shareOrCopy(data: TShareData, deps: TShareDeps): Promise<TShareOutcome> {
  if (deps.share && (deps.canShare?.(data) ?? true)) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!deps.copy) return 'failed';
  try {
    await deps.copy(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The browser's share and clipboard, where they exist. */
export function browserShareDeps(): TShareDeps {
  const { share, canShare, clipboard } = navigator as Partial<Navigator>;
  return {
    share: share ? (data) => share.call(navigator, data) : undefined,
    canShare: canShare ? (data) => canShare.call(navigator, data) : undefined,
    copy: clipboard ? (text) => clipboard.writeText(text) : undefined,
  };
}
