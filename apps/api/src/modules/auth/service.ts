/**
 * The accounts area's public face: what the other areas may import from it (the rest of its
 * files are its own; docs/decisions/023-module-boundaries.md).
 */
export { consumeCode, issueCode } from './codes';
export type { AccountDeps } from './deps';
export {
  advertiserColumns,
  deleteTokensOfUser,
  findTakenIdentity,
  findUserById,
  listTokens,
  updateUser,
} from './queries';
export { listSessions, toSession } from './sessions';
export { toPublicUser } from './user-view';
export { sendVerificationMail } from './verify-email';
