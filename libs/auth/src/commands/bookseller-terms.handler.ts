import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound } from '@shop/common';
import { DataSource } from 'typeorm';
import { BooksellerTermsChange } from '../domain/bookseller-terms';
import { Bookseller } from '../entities';
import { BooksellerRepresentation, serializeBookseller } from '../serializers/profile.serializer';

/** `PATCH api/staff/booksellers/{userId}/`: staff set a bookseller's trade terms. */
export class UpdateBooksellerTermsCommand extends Command<BooksellerRepresentation> {
  constructor(
    readonly booksellerUserId: number,
    readonly change: BooksellerTermsChange,
    readonly staffUserId: number,
  ) {
    super();
  }
}

@CommandHandler(UpdateBooksellerTermsCommand)
export class UpdateBooksellerTermsHandler implements ICommandHandler<UpdateBooksellerTermsCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ booksellerUserId, change }: UpdateBooksellerTermsCommand): Promise<BooksellerRepresentation> {
    const repository = this.db.getRepository(Bookseller);
    const bookseller = await repository.findOneBy({ userId: booksellerUserId });
    if (!bookseller) throw new DrfNotFound();
    if (change.discountBp !== undefined) bookseller.discountBp = change.discountBp;
    if (change.paymentMean !== undefined) bookseller.paymentMean = change.paymentMean;
    if (change.sepaTerm !== undefined) bookseller.sepaTerm = change.sepaTerm;
    if (change.iban !== undefined) bookseller.iban = change.iban;
    return serializeBookseller(await repository.save(bookseller));
  }
}
