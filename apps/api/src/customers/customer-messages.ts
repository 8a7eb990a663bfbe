/** An erased account keeps nothing of the person to change (ours: the spec is silent). */
export const ERASED_ACCOUNT = 'Ce compte a été effacé : il ne peut plus être modifié.';
