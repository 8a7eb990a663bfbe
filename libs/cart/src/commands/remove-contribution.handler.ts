import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/** `DELETE api/carts/{id}/contributions/{contributionId}/`: the contribution leaves the cart with its reward lines. */
export class RemoveContributionCommand extends Command<void> {
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
    readonly contributionId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveContributionCommand)
export class RemoveContributionHandler implements ICommandHandler<RemoveContributionCommand> {
  constructor(private readonly runner: CartCommandRunner) {}

  async execute({ actor, cartId, contributionId }: RemoveContributionCommand): Promise<void> {
    await this.runner.run(cartId, actor, () => ({ type: 'RemoveContribution', contributionId }));
  }
}
