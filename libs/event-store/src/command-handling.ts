import type { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyError, VersionConflictError } from './errors';
import type { DomainEvent, EventMetadata, RecordedEvent } from './event';
import { eventStore } from './event-store';

/** A pure decider: the only place where business rules of a stream live. */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

/** Folds a stream's events into its state. */
export function replay<State, Event extends DomainEvent>(decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>, events: { type: Event['type']; data: Event['data'] }[]): State {
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as Event), decider.initialState());
}

export interface CommandOutcome<State, Event extends DomainEvent> {
  state: State;
  newEvents: RecordedEvent<Event>[];
  version: number;
}

/** What runs inside the command's transaction once its events are appended: read models, outbox. */
export type AfterAppend<State, Event extends DomainEvent> = (tx: EntityManager, outcome: CommandOutcome<State, Event>) => Promise<void>;

export interface HandleOptions {
  /** Attempts on version conflicts before giving up with ConcurrencyError (→ 409). */
  maxAttempts?: number;
}

/**
 * Runs one command against a stream in ONE transaction: read the stream, fold, decide, append at
 * the expected version, then `afterAppend` (read model, outbox) in the same transaction.
 * Only a version conflict is retried; any other error (a refused command) goes straight out.
 */
export async function handleCommand<Command, State, Event extends DomainEvent>(
  db: DataSource,
  decider: Decider<Command, State, Event>,
  stream: { type: string; id: string },
  command: Command | ((state: State) => Command),
  metadata: EventMetadata,
  afterAppend?: AfterAppend<State, Event>,
  options: HandleOptions = {},
): Promise<CommandOutcome<State, Event>> {
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const history = await eventStore.read<Event>(tx, stream.id);
        const state = replay(decider, history);
        const cmd = typeof command === 'function' ? (command as (s: State) => Command)(state) : command;
        const events = decider.decide(cmd, state);
        const newEvents = await eventStore.append(tx, stream.type, stream.id, history.length, events, metadata);
        const outcome = { state: events.reduce(decider.evolve, state), newEvents, version: history.length + events.length };
        if (afterAppend) await afterAppend(tx, outcome);
        return outcome;
      });
    } catch (error) {
      // The unique (stream, version) index is the last guard should two appenders pass the stream check.
      const conflict = error instanceof VersionConflictError || (error as { constraint?: string }).constraint === 'stream_events_version_unique';
      if (!conflict) throw error;
      if (attempt >= maxAttempts) throw new ConcurrencyError(stream.id, attempt);
    }
  }
}
