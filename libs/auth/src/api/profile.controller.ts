import { Body, Controller, Get, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdateProfileCommand } from '../commands/profile.handlers';
import { GetProfileQuery } from '../queries/profile.queries';
import { AuthUser } from '../security/auth-user';
import { Authenticated, CurrentUser } from '../security/roles.guard';
import { ProfileChangeDto, toProfileChange } from './profile.dto';
import { ProfileResponse } from './profile.responses';

/** The logged-in user's profile (§3), read and changed. */
@ApiTags('Profil')
@Controller('api/users/profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lire son profil' })
  @ApiOkResponse({ type: ProfileResponse, description: 'Le profil de l’utilisateur connecté.' })
  @Authenticated()
  profile(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetProfileQuery(user.id, new Date()));
  }

  /** Answers the profile as it is now: a new email shows only once confirmed through its link. */
  @Patch()
  @ApiOperation({ summary: 'Modifier son profil' })
  @ApiOkResponse({ type: ProfileResponse, description: 'Le profil après modification (une nouvelle adresse n’y figure qu’une fois confirmée).' })
  @Authenticated()
  async update(@CurrentUser() user: AuthUser, @Body() body: ProfileChangeDto) {
    const now = new Date();
    await this.commands.execute(new UpdateProfileCommand(user.id, toProfileChange(body), now));
    return this.queries.execute(new GetProfileQuery(user.id, now));
  }
}
