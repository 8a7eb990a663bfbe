import type { ModuleRef } from '@nestjs/core';

/**
 * Whether a request's sender is staff, from its `Authorization` header: staff preview drafts (a
 * book, a goodie, a campaign) on the public detail routes, nobody else sees one. The modules that
 * publish drafts do not know accounts: the application provides this from the accounts module;
 * without it, nobody previews.
 */
export abstract class DraftPreviewers {
  abstract isStaff(authorization: string): Promise<boolean>;
}

/**
 * The question a public detail route asks only when the record is a draft (so a reader's request
 * costs no account lookup): is the sender staff? An anonymous request never is.
 */
export function draftPreviewCheck(modules: ModuleRef, authorization: string | undefined): () => Promise<boolean> {
  return async () => {
    if (!authorization) return false;
    let previewers: DraftPreviewers;
    try {
      previewers = modules.get(DraftPreviewers, { strict: false });
    } catch {
      return false;
    }
    return previewers.isStaff(authorization);
  };
}
