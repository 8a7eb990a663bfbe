export * from './event';
export * from './errors';
export { eventStore } from './event-store';
export { replay, type Decider, type CommandOutcome } from './decider';
