import { TextField } from '@shop/common';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { AccountEmailField, PasswordField } from './account-fields';

/** A refresh token of ours is about 300 characters (HS256 JWT); anything longer is no token of ours. */
const REFRESH_TOKEN_MAX_LENGTH = 1024;

/** `POST api/token/` {email, password}: no length rule on the password (older accounts must still log in) but the 128 bound. */
export class LoginDto {
  @AccountEmailField({ required: true })
  email: string;

  @PasswordField({ required: M.passwordRequired })
  password: string;
}

/**
 * `POST api/token/refresh/` and `api/token/logout/` {refresh}. Absent, blank or wrong tokens are
 * all the same 401 `token_not_valid`, decided by the command.
 */
export class RefreshDto {
  @TextField({ maxLength: REFRESH_TOKEN_MAX_LENGTH, allowBlank: true, raw: true, description: 'Jeton de rafraîchissement (JWT).' })
  refresh?: string | null;
}
