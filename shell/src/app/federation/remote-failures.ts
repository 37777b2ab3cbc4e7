export type RemoteFailure = { id: string; lifecycle: string; message: string; at: number };

const MAX_KEPT = 20;
const failures: RemoteFailure[] = [];

/** Keeps the last remote load failures so support can read them from the console. */
export function recordRemoteFailure(failure: RemoteFailure): void {
  failures.push(failure);
  if (failures.length > MAX_KEPT) failures.shift();
  console.warn(`[remotes] ${failure.id} failed at ${failure.lifecycle}: ${failure.message}`);
}

export const recentRemoteFailures = (): readonly RemoteFailure[] => failures;
