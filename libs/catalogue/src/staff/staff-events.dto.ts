import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidationArguments } from 'class-validator';
import {
  ChoiceField,
  INPUT_BOUNDS,
  INPUT_MESSAGES,
  jsonTypeName,
  listQueryDto,
  RelatedIdField,
  requireStaffFields,
  RichTextField,
  SlugField,
  StaffDateTimeField,
  StaffVersionField,
  TextField,
  type ListQuerySpec,
} from '@shop/common';
import { ImageField, NameField } from './staff-fields';

/** `GET api/staff/events/`: search on title, slug and place, label and period filters, soonest first. */
export const STAFF_EVENT_LIST_SPEC: ListQuerySpec = {
  ordering: { start_date: 'e.start_date', title: 'e.title', updated_at: 'e.updated_at' },
  defaultOrdering: ['-start_date'],
  filters: { search: 'string', label: 'idOrSlug' },
  defaultLimit: 25,
  maxLimit: 100,
};

export const EVENT_PERIODS = ['upcoming', 'past'] as const;

export class StaffEventListQuery extends listQueryDto(STAFF_EVENT_LIST_SPEC) {
  @ChoiceField(EVENT_PERIODS, { description: 'upcoming : pas encore fini ; past : fini.' })
  period?: (typeof EVENT_PERIODS)[number];
}

/** 0 to 50 author ids. */
function AuthorIdsField(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsArray({ message: (args: ValidationArguments) => INPUT_MESSAGES.list(jsonTypeName(args.value)) }),
    ArrayMaxSize(50, { message: INPUT_MESSAGES.maxItems(50) }),
    IsInt({ each: true, message: INPUT_MESSAGES.integer }),
    Min(1, { each: true, message: INPUT_MESSAGES.minValue(1) }),
    Max(INPUT_BOUNDS.int4Max, { each: true, message: INPUT_MESSAGES.maxValue(INPUT_BOUNDS.int4Max) }),
    ApiProperty({ type: 'integer', isArray: true, required: false, maxItems: 50, description: 'Auteur·ices présent·es (identifiants).' } as never),
  );
}

/** The fields of an event's form; each optional in a change. */
class EventFields {
  @NameField(200, { description: 'Titre de l’événement.' })
  title?: string;

  @RelatedIdField({ description: 'Collection (identifiant).' })
  label?: number;

  @SlugField()
  slug?: string;

  @StaffDateTimeField({ description: 'Début (ISO 8601 ; sans décalage : heure de Paris).' })
  start_date?: string;

  @StaffDateTimeField({ description: 'Fin, après le début (ISO 8601 ; sans décalage : heure de Paris).' })
  end_date?: string;

  @TextField({ maxLength: 300, allowBlank: true, description: 'Lieu (adresse, librairie, salon).' })
  location?: string;

  @RichTextField({ description: 'Présentation (HTML de l’éditeur, nettoyé par le serveur).' })
  description?: string;

  @ImageField('Affiche : null (image générée), l’adresse actuelle ou celle d’une image envoyée.')
  poster?: string | null;

  @AuthorIdsField()
  authors?: number[];
}

/** `POST api/staff/events/`. */
export class CreateEventDto extends EventFields {
  declare title: string;
  declare label: number;
  declare start_date: string;
  declare end_date: string;
}
requireStaffFields(CreateEventDto, ['title', 'label', 'start_date', 'end_date']);

/** `PATCH api/staff/events/{id}/`. */
export class UpdateEventDto extends EventFields {
  @StaffVersionField()
  version: number;
}
