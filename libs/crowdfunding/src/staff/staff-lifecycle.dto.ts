import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, Max, Min, type ValidationArguments } from 'class-validator';
import { ChoiceField, INPUT_BOUNDS, INPUT_MESSAGES, jsonTypeName, listQueryDto, type ListQuerySpec } from '@shop/common';
import { guillemets } from '@shop/typography';

/** French messages of a campaign's end in the back office (docs/back-office.md). */
export const LIFECYCLE_MESSAGES = {
  notFailed: 'Seules les contributions d’une campagne qui n’a pas atteint son objectif se remboursent ici.',
  unknownContribution: (ids: number[]) => `Contribution inconnue sur cette campagne : ${ids.join(', ')}.`,
  alreadyRefunded: (ids: number[]) => `Déjà remboursée${ids.length > 1 ? 's' : ''} : contribution${ids.length > 1 ? 's' : ''} n° ${ids.join(', ')}. Rien n’a été fait.`,
  noOrder: (ids: number[]) =>
    `Sans commande payée, pas d’avoir possible pour la contribution${ids.length > 1 ? 's' : ''} n° ${ids.join(', ')} : remboursez-la${ids.length > 1 ? 's' : ''} autrement et marquez-la${ids.length > 1 ? 's' : ''} « remboursée ailleurs ».`,
  creditNoteReason: (title: string) => `Remboursement de la contribution à la campagne ${guillemets(title)}, qui n’a pas atteint son objectif.`,
  newsAlreadySent: 'Cette actualité a déjà été envoyée aux contributeur·ices.',
  chooseOne: 'Choisissez au moins une contribution.',
} as const;

export const CONTRIBUTION_STATUSES = ['paid', 'refunded'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

/** `GET api/staff/campaigns/{id}/contributions/`: paid first the oldest, 25 a page. */
export const STAFF_CONTRIBUTION_LIST_SPEC: ListQuerySpec = {
  ordering: { paid_at: 'c.created_at', amount: 'c.amount_cents' },
  defaultOrdering: ['paid_at'],
  filters: {},
  defaultLimit: 25,
  maxLimit: 100,
};

export class StaffContributionListQuery extends listQueryDto(STAFF_CONTRIBUTION_LIST_SPEC) {
  @ChoiceField(CONTRIBUTION_STATUSES, { description: 'paid : payées, pas encore remboursées ; refunded : remboursées. Sans : toutes.' })
  status?: ContributionStatus;
}

export const REFUND_METHODS = ['credit_note', 'elsewhere'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** 1 to 100 contribution ids. */
function ContributionIdsField(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: INPUT_MESSAGES.required }),
    IsArray({ message: (args: ValidationArguments) => INPUT_MESSAGES.list(jsonTypeName(args.value)) }),
    ArrayMinSize(1, { message: LIFECYCLE_MESSAGES.chooseOne }),
    ArrayMaxSize(100, { message: INPUT_MESSAGES.maxItems(100) }),
    IsInt({ each: true, message: INPUT_MESSAGES.integer }),
    Min(1, { each: true, message: INPUT_MESSAGES.minValue(1) }),
    Max(INPUT_BOUNDS.int4Max, { each: true, message: INPUT_MESSAGES.maxValue(INPUT_BOUNDS.int4Max) }),
    ApiProperty({ type: 'integer', isArray: true, minItems: 1, maxItems: 100, description: 'Contributions à rembourser (1 à 100 identifiants).' } as never),
  );
}

/** `POST api/staff/campaigns/{id}/refunds/`. */
export class RefundContributionsDto {
  @ContributionIdsField()
  contributions: number[];

  @ChoiceField(REFUND_METHODS, {
    required: true,
    description: 'credit_note : un avoir sur la commande de chaque contribution ; elsewhere : remboursée autrement (virement…), seulement marquée.',
  })
  method: RefundMethod;
}
