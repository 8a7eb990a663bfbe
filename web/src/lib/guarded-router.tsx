import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type Navigator,
  type NavigationType,
  type To,
} from 'react-router-dom';

/** What the router's history does, as `createBrowserHistory` and `createMemoryHistory` build it. */
type History = ReturnType<typeof createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving `from` for `to` (both pathnames and queries) must be asked first. */
export type LeaveTest = (from: Location, to: Pick<Location, 'pathname' | 'search' | 'hash'>) => boolean;

/**
 * Holds a navigation that a page asked to confirm (unsaved changes), the links' and the back
 * button's alike, and lets it go or drops it. This is what React Router's `useBlocker` does, without
 * its data router: a page declares routes as elements, so the data router was 16 KB (gzip) of the
 * first page's JavaScript kept for this one use.
 */
class LeaveGate {
  private test: LeaveTest | null = null;
  private held: (() => void) | null = null;
  private readonly watchers = new Set<() => void>();
  /** The revert of a held back/forward step, whose own pop event is not a navigation. */
  private revertInFlight = false;
  /** A held step let go: its pop event is not asked about again. */
  private letGo = false;
  private committed: Location;

  constructor(
    private readonly history: History,
    private readonly commit: (update: { action: NavigationType; location: Location }) => void,
  ) {
    this.committed = history.location;
  }

  readonly navigator: Navigator = {
    createHref: (to) => this.history.createHref(to),
    encodeLocation: (to) => this.history.encodeLocation(to),
    go: (delta) => this.history.go(delta),
    push: (to, state) => this.attempt(to, () => this.history.push(to, state)),
    replace: (to, state) => this.attempt(to, () => this.history.replace(to, state)),
  };

  /** Starts following the history; returns the way to stop. */
  listen(): () => void {
    return this.history.listen((update) => this.onUpdate(update));
  }

  setTest(test: LeaveTest | null): void {
    this.test = test;
  }

  get blocked(): boolean {
    return this.held !== null;
  }

  readonly subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  proceed(): void {
    const held = this.held;
    this.hold(null);
    held?.();
  }

  reset(): void {
    this.hold(null);
  }

  private asks(to: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
    return this.test?.(this.committed, to) ?? false;
  }

  private attempt(to: To, go: () => void): void {
    if (this.asks(this.history.encodeLocation(to))) this.hold(go);
    else go();
  }

  private onUpdate(update: HistoryUpdate): void {
    if (this.revertInFlight) {
      this.revertInFlight = false;
      return;
    }
    // The browser has already moved; a step it can count (delta) is undone until the page lets it go.
    const { delta } = update;
    if (update.action === 'POP' && !this.letGo && delta && this.asks(update.location)) {
      this.revertInFlight = true;
      this.history.go(-delta);
      this.hold(() => {
        this.letGo = true;
        this.history.go(delta);
      });
      return;
    }
    this.letGo = false;
    this.committed = update.location;
    this.commit({ action: update.action as NavigationType, location: update.location });
  }

  private hold(go: (() => void) | null): void {
    this.held = go;
    for (const watcher of this.watchers) watcher();
  }
}

const LeaveGateContext = createContext<LeaveGate | null>(null);

/** The router around a history, whose navigations a page may hold (see `useLeaveBlocker`). */
function GuardedRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action as NavigationType, location: history.location });
  // As <BrowserRouter>: a new page renders as a transition, the old one staying until the new one's code is there.
  const [gate] = useState(() => new LeaveGate(history, (update) => startTransition(() => setState(update))));
  useLayoutEffect(() => gate.listen(), [gate]);
  return (
    <LeaveGateContext.Provider value={gate}>
      <Router location={state.location} navigationType={state.action} navigator={gate.navigator}>
        {children}
      </Router>
    </LeaveGateContext.Provider>
  );
}

/** The browser's router (the address bar and its history), as `<BrowserRouter>`, with the leave gate. */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}

/** A router in memory, as `<MemoryRouter>`, with the leave gate: for tests. */
export function GuardedMemoryRouter({ initialEntries, children }: { initialEntries: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}

/** Whether the router above can hold a navigation (a plain `<MemoryRouter>` in a test cannot). */
export function useCanHoldNavigation(): boolean {
  return useContext(LeaveGateContext) !== null;
}

export interface LeaveBlocker {
  state: 'blocked' | 'unblocked';
  proceed: () => void;
  reset: () => void;
}

/**
 * Holds the navigations `test` says must be asked first (one test at a time, as the router's own
 * blocker): `state` is 'blocked' while one is held, until `proceed()` lets it go or `reset()` drops it.
 */
export function useLeaveBlocker(test: LeaveTest): LeaveBlocker {
  const gate = useContext(LeaveGateContext);
  if (!gate) throw new Error('useLeaveBlocker needs a GuardedBrowserRouter or GuardedMemoryRouter above it.');
  useEffect(() => {
    gate.setTest(test);
    return () => {
      gate.setTest(null);
      gate.reset();
    };
  }, [gate, test]);
  const blocked = useSyncExternalStore(
    gate.subscribe,
    () => gate.blocked,
    () => false,
  );
  return { state: blocked ? 'blocked' : 'unblocked', proceed: () => gate.proceed(), reset: () => gate.reset() };
}
