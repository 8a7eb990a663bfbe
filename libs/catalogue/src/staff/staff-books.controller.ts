import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { ApiPageOf, DrfNotFound, ParseIdPipe, parseListQuery, Req, RequestInfo } from '@shop/common';
import { BulkBooksCommand, CreateBookCommand, UpdateBookCommand } from './staff-books.commands';
import { BulkBooksDto, CreateBookDto, STAFF_BOOK_LIST_SPEC, StaffBookListQuery, UpdateBookDto } from './staff-books.dto';
import { GetStaffBookQuery, ListStaffBooksQuery } from './staff.queries';
import { BulkBooksResponse, StaffBookResponse } from './staff.responses';

/** Staff only: the books' records, listed, created and changed from the version an editor loaded. */
@ApiTags('Livres (équipe)')
@Controller('api/staff/books')
@Roles('staff')
export class StaffBooksController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister les livres (équipe)' })
  @ApiPageOf(StaffBookResponse, 'Une page de livres.')
  list(@Query() query: StaffBookListQuery, @Req() info: RequestInfo) {
    return this.queries.execute(new ListStaffBooksQuery(parseListQuery({ ...query }, STAFF_BOOK_LIST_SPEC), info.url));
  }

  @Post()
  @ApiOperation({ summary: 'Créer un livre (équipe)' })
  @ApiCreatedResponse({ type: StaffBookResponse, description: 'La fiche créée (version 1).' })
  create(@CurrentUser() staff: AuthUser, @Body() body: CreateBookDto) {
    return this.commands.execute(new CreateBookCommand(body, staff.id));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Lire la fiche d’un livre (équipe)' })
  @ApiOkResponse({ type: StaffBookResponse, description: 'La fiche.' })
  async read(@Param('id', ParseIdPipe) id: number) {
    const record = await this.queries.execute(new GetStaffBookQuery(id));
    if (!record) throw new DrfNotFound();
    return record;
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Modifier la fiche d’un livre (équipe)' })
  @ApiOkResponse({ type: StaffBookResponse, description: 'La fiche après modification.' })
  update(@CurrentUser() staff: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() body: UpdateBookDto) {
    return this.commands.execute(new UpdateBookCommand(id, body, staff.id));
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publier, dépublier ou changer le stock de plusieurs livres (équipe)' })
  @ApiOkResponse({ type: BulkBooksResponse, description: 'Le nombre de livres modifiés.' })
  bulk(@CurrentUser() staff: AuthUser, @Body() body: BulkBooksDto) {
    return this.commands.execute(new BulkBooksCommand(body.ids, body.action, staff.id));
  }
}
