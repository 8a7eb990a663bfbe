import { Body, Controller, Get, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { UpdateProfileCommand } from '../commands/profile.handlers';
import { GetProfileQuery } from '../queries/profile.queries';
import { AuthUser } from '../security/auth-user';
import { Authenticated, CurrentUser } from '../security/roles.guard';
import { ProfileChangeDto, toProfileChange } from './profile.dto';

/** The logged-in user's profile (§3), read and changed. */
@Controller('api/users/profile')
export class ProfileController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  profile(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetProfileQuery(user.id, new Date()));
  }

  /** Answers the profile as it is now: a new email shows only once confirmed through its link. */
  @Patch()
  @Authenticated()
  async update(@CurrentUser() user: AuthUser, @Body() body: ProfileChangeDto) {
    const now = new Date();
    await this.commands.execute(new UpdateProfileCommand(user.id, toProfileChange(body), now));
    return this.queries.execute(new GetProfileQuery(user.id, now));
  }
}
