/** Who did what, and in answer to which request: stored beside every event for the audit. */
export interface EventMetadata {
  userId: number | null;
  requestId: string | null;
  /** When the command was decided (passed in, never read from the clock inside the decider). */
  at: string;
  [key: string]: unknown;
}

/** A domain event as a decider produces it: a type tag and its data. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** An event as stored: with its stream, its version in the stream and its global position. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  globalPosition: string;
  streamId: string;
  version: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}
