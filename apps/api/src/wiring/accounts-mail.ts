import { Module } from '@nestjs/common';
import { EmailChangeListeners } from '@shop/common';
import { liftMailSuppression } from '@shop/mail';

/**
 * What AuthModule.forRoot takes as `emailChanges`: mail hears of the addresses users ask for or
 * confirm. Accounts may not import mail; the API joins them here.
 *
 * A suppression belongs to an address, not to an account, and lasts "until it changes": until a
 * user claims that address as theirs. Asking to change to it lifts it (in the same transaction),
 * so the confirmation link is sent rather than skipped; following the link lifts it again (a
 * suppression recorded meanwhile goes too: the link arrived, the mailbox works). If the server
 * still refuses the address, its next mail suppresses it again. The address a user leaves keeps
 * its suppression: nothing proves its mailbox works again.
 */
@Module({
  providers: [
    {
      provide: EmailChangeListeners,
      useValue: {
        emailChanged: async (tx, change) => {
          await liftMailSuppression(tx, change.email);
        },
      } satisfies EmailChangeListeners,
    },
  ],
  exports: [EmailChangeListeners],
})
export class AccountEmailChangesModule {}
