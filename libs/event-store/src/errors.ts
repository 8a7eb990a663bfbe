/** The stream moved since it was read: another command appended first. The command may run again. */
export class VersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is not at version ${expectedVersion}`);
    this.name = 'VersionConflictError';
  }
}

/** Retries ran out: the caller answers 409. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly attempts: number,
  ) {
    super(`Stream ${streamId} kept changing over ${attempts} attempts`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * Whether an append lost to another one: the version check found the stream moved, or (two appenders
 * past the check at once) the unique (stream, version) index refused the second. Only this is retried.
 */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof VersionConflictError || (error as { constraint?: string } | null)?.constraint === 'stream_events_version_unique';
}
