/** Proof of work of ALTCHA: the number n in [start, max] with hex(SHA-256(salt + n)) === challenge. */
export type TSolveInput = { challenge: string; salt: string; max: number; start?: number };

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export async function solveChallenge(
  input: TSolveInput,
  isAborted: () => boolean = () => false,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<number | null> {
  const encoder = new TextEncoder();
  const target = input.challenge.toLowerCase();
  for (let n = input.start ?? 0; n <= input.max; n += 1) {
    if (n % 1000 === 0 && isAborted()) return null;
    const digest = await subtle.digest('SHA-256', encoder.encode(input.salt + n));
    if (toHex(digest) === target) return n;
  }
  return null;
}
