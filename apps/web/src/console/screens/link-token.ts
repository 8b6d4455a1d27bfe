/** The token of an e-mailed link: after `#token=` (decision 195), never sent to a server by the browser. */
export function linkTokenFromHash(hash: string): string | null {
  const match = /^#token=([A-Za-z0-9_-]{43})$/.exec(hash);
  return match?.[1] ?? null;
}
