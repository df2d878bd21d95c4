/**
 * How another context follows a new account: a registration may carry the token of a link
 * that context emailed (an invitation to a licence's seat), and what it promised happens
 * once the address is verified. Accounts never names what the token is.
 */
export abstract class AccountOnboardingHookPort {
  /** The account `userId` was just registered with `invitationToken`, in the registration's transaction. */
  abstract onRegistered(userId: string, invitationToken: string): Promise<void>;
  /** The account `userId` is verifying its email, in the verification's transaction (a failure here undoes it). */
  abstract onEmailVerified(userId: string): Promise<void>;
}
