import type { SqlRunner } from '../outbox/outbox-completion';

/** An address a user claims as theirs: `requested` when they ask for it, `confirmed` when they follow its link. */
export interface EmailChange {
  userId: number;
  email: string;
  step: 'requested' | 'confirmed';
}

/**
 * Told, inside the transaction that records it, that a user asks to change their address or has
 * confirmed the new one: the change and what follows from it commit or roll back together. Accounts
 * call it and know nothing of who listens (mail lifts the address's suppression); the application
 * hands AuthModule.forRoot a module providing it.
 */
export abstract class EmailChangeListeners {
  abstract emailChanged(tx: SqlRunner, change: EmailChange): Promise<void>;
}
