import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound, DrfValidationError } from '@shop/common';
import { DataSource } from 'typeorm';
import { AddressInput, postalCodeFits } from '../domain/address';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { Address } from '../entities';
import { addressAsInput, addressColumns, AddressRepresentation, serializeAddress } from '../serializers/address.serializer';
import { FOREIGN_KEY_VIOLATION, sqlState } from './sql-errors';

/** `POST api/users/addresses/`: a new address in the caller's book. */
export class CreateAddressCommand extends Command<AddressRepresentation> {
  constructor(
    readonly userId: number,
    readonly address: AddressInput,
  ) {
    super();
  }
}

/** `PUT` (every field) or `PATCH` (some fields) of one of the caller's addresses, already validated one by one. */
export class UpdateAddressCommand extends Command<AddressRepresentation> {
  constructor(
    readonly userId: number,
    readonly addressId: number,
    readonly changes: Partial<AddressInput>,
  ) {
    super();
  }
}

/** `DELETE`: destroyed, or hidden (shadow) when something such as an order still points to it. */
export class DeleteAddressCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly addressId: number,
  ) {
    super();
  }
}

@CommandHandler(CreateAddressCommand)
export class CreateAddressHandler implements ICommandHandler<CreateAddressCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, address }: CreateAddressCommand): Promise<AddressRepresentation> {
    const repository = this.db.getRepository(Address);
    return serializeAddress(await repository.save(repository.create({ ...addressColumns(address), userId })));
  }
}

@CommandHandler(UpdateAddressCommand)
export class UpdateAddressHandler implements ICommandHandler<UpdateAddressCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, addressId, changes }: UpdateAddressCommand): Promise<AddressRepresentation> {
    const repository = this.db.getRepository(Address);
    const existing = await repository.findOneBy({ id: addressId, userId });
    if (!existing) throw new DrfNotFound();
    // A PATCH is checked as the address it produces: a new country may make the stored postal code wrong.
    const input = { ...addressAsInput(existing), ...changes };
    if (!postalCodeFits(input.country, input.postal_code)) throw DrfValidationError.single('postal_code', M.postalCodeFr);
    return serializeAddress(await repository.save(repository.merge(existing, addressColumns(input))));
  }
}

@CommandHandler(DeleteAddressCommand)
export class DeleteAddressHandler implements ICommandHandler<DeleteAddressCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Orders will reference addresses; whatever table does, PostgreSQL refuses the DELETE with a
   * foreign-key violation. The DELETE runs in a savepoint so that refusal can be rolled back and
   * the address hidden instead, keeping the module free of knowledge of who references it.
   */
  async execute({ userId, addressId }: DeleteAddressCommand): Promise<void> {
    await this.db.transaction(async (manager) => {
      const [owned] = await manager.query('SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2 FOR UPDATE', [addressId, userId]);
      if (!owned) throw new DrfNotFound();
      await manager.query('SAVEPOINT delete_address');
      try {
        await manager.query('DELETE FROM addresses WHERE id = $1', [addressId]);
        await manager.query('RELEASE SAVEPOINT delete_address');
      } catch (error) {
        if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error;
        await manager.query('ROLLBACK TO SAVEPOINT delete_address');
        await manager.query('UPDATE addresses SET shadow = true, updated_at = now() WHERE id = $1', [addressId]);
      }
    });
  }
}

export const ADDRESS_COMMAND_HANDLERS = [CreateAddressHandler, UpdateAddressHandler, DeleteAddressHandler];
