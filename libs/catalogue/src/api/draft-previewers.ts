/**
 * Whether a request's sender is staff, from its `Authorization` header: staff preview a draft on
 * the public detail routes, nobody else sees one. The catalogue does not know accounts: the
 * application provides this from the accounts module; without it, nobody previews.
 */
export abstract class DraftPreviewers {
  abstract isStaff(authorization: string): Promise<boolean>;
}
