/** The guest's roles as the token states them (the API's `mg` and `ch` claims). */
export type TTokenRoles = { masterGuest: boolean; isChild: boolean };

/**
 * Reads the roles from a guest token's payload, without checking its signature: the API does that on
 * every call; the portal only needs to know which screens to offer. Null for anything not a JWT.
 */
export function readTokenRoles(token: string): TTokenRoles | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { mg, ch } = claims as Record<string, unknown>;
    return { masterGuest: mg === true, isChild: ch === true };
  } catch {
    return null;
  }
}
