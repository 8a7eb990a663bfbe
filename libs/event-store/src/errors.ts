/** The stream moved since it was read: another command appended first. Retried by handleCommand. */
export class VersionConflictError extends Error {
  constructor(readonly streamId: string, readonly expectedVersion: number) {
    super(`Stream ${streamId} is not at version ${expectedVersion}`);
    this.name = 'VersionConflictError';
  }
}

/** Retries ran out: the caller answers 409. */
export class ConcurrencyError extends Error {
  constructor(readonly streamId: string, readonly attempts: number) {
    super(`Stream ${streamId} kept changing over ${attempts} attempts`);
    this.name = 'ConcurrencyError';
  }
}
