import type { DomainEvent, RecordedEvent } from './event';

/** A pure decider: the only place where business rules of a stream live. */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

/** Folds a stream's events into its state. */
export function replay<State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: { type: Event['type']; data: Event['data'] }[],
): State {
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as Event), decider.initialState());
}

/** What a command did to its stream: the state after its events, the events as appended, the stream's version. */
export interface CommandOutcome<State, Event extends DomainEvent> {
  state: State;
  newEvents: RecordedEvent<Event>[];
  version: number;
}
