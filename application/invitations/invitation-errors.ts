/** What accepting a link that no longer works says: expired, revoked and used alike (the caller learns no more). */
export const INVITATION_GONE = 'This invitation has expired, was revoked or was already used';
export const INVITATION_NOT_FOUND = 'Invitation not found';
