import { SessionActor } from '../accounts/session/session-actor.decorator';

/** `@AdminActor() actor: AuditActor` on an admin route's handler: the admin AdminGuard signed in, as the audit log names them. */
export const AdminActor = SessionActor;
