import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { listQueryDto, toBoolean, type ListQuerySpec } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ContributionPreferences, MAX_COMMENT, PREFERENCE_MESSAGES as M } from '../backing/contribution-preferences';

/** Newest first, always: the page only takes limit and offset. */
export const OWN_CONTRIBUTIONS_SPEC: ListQuerySpec = { ordering: { created_at: 'created_at' }, defaultOrdering: ['-created_at'] };

/** `GET api/contributions/?limit=&offset=`. */
export class OwnContributionListQuery extends listQueryDto(OWN_CONTRIBUTIONS_SPEC) {}

/** Only a key left out means "unchanged": the flags are NOT NULL columns, so null is refused like any non-boolean. */
const given = (_: object, value: unknown) => value !== undefined;

/** A display choice: true or false (DRF's spellings of them too). */
function PreferenceFlag(description: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => toBoolean(value)),
    ValidateIf(given),
    IsBoolean({ message: M.boolean }),
    ApiProperty({ required: false, type: 'boolean', description }),
  );
}

/** The public comment, trimmed; null clears it. Only text is taken: a number is refused, as it always was here. */
function CommentField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value)),
    ValidateIf(given),
    IsString({ message: M.text }),
    MaxLength(MAX_COMMENT, { message: M.commentTooLong }),
    ApiProperty({ required: false, type: 'string', maxLength: MAX_COMMENT, description: 'Commentaire public sur la campagne (vide ou null pour l’effacer).' }),
  );
}

/** `PATCH api/contributions/{id}/`: every field optional; unknown fields ignored, as DRF does. */
export class ContributionPreferencesDto {
  @PreferenceFlag('Retirer le soutien de la liste publique des contributeurs.')
  hidden?: boolean;

  @CommentField()
  comment?: string;

  @PreferenceFlag('Montrer le montant dans la liste publique.')
  display_amount?: boolean;

  @PreferenceFlag('Montrer le pseudonyme dans la liste publique (sinon « Anonyme »).')
  display_nickname?: boolean;

  @PreferenceFlag('Désabonné des nouvelles de la campagne.')
  unsubscribed?: boolean;
}

/** The DTO's fields under the service's names; those left out stay undefined (unchanged). */
export function preferencesOf(body: ContributionPreferencesDto): ContributionPreferences {
  return { hidden: body.hidden, comment: body.comment, displayAmount: body.display_amount, displayNickname: body.display_nickname, unsubscribed: body.unsubscribed };
}
