/**
 * The 423 round trip: a call that needs a fresh password sends the user to the
 * ConfirmPassword screen; once they confirm, they return where they were and the waiting
 * call is retried (lib/http.ts). Cancelling rejects the waiting calls.
 */
type Settle = (confirmed: boolean) => void;
let waiting: Settle[] = [];

export function waitForPasswordConfirmation(goToScreen: () => void): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) goToScreen();
  });
}

export function settlePasswordConfirmation(confirmed: boolean): void {
  const settle = waiting;
  waiting = [];
  for (const s of settle) s(confirmed);
}

export function isPasswordConfirmationPending(): boolean {
  return waiting.length > 0;
}
