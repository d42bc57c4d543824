/**
 * Whether the person is signing out. From then on nothing new leaves for the server: the session
 * may already have ended there, and a read sent after it would come back 401 on the way out.
 */
let signingOut = false;

export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/** Stops a request from leaving once sign-out has begun, as an abort, like a cancelled read. */
export function refuseWhileSigningOut(): void {
  if (signingOut) throw new DOMException('Signing out', 'AbortError');
}
