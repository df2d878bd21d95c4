import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request, Response } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-local';
import { invalidCredentialsError, LogInUseCase, type LogInOutcome } from '@pointforge/domain';
import { clientIp } from '../../../adapter-modules/rate-limit/client-ip';
import { SessionCookie } from '../session/session-cookie';

const STRATEGY_NAME = 'local';

/** Each strategy's own authenticator (see getPassportInstance). */
const authenticators = new WeakMap<LocalStrategy, passport.Authenticator>();

/**
 * Email and password login through passport-local. The check itself is LogInUseCase's: it
 * gets the client's address (per-IP failure counter) and the session cookie the browser
 * already holds, which it ends (rotation). Its DomainErrors (401 bad credentials, 403
 * unverified, 429 locked) reach the exception filter unchanged.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, STRATEGY_NAME) {
  constructor(
    private readonly logInUseCase: LogInUseCase,
    private readonly sessionCookie: SessionCookie,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<LogInOutcome> {
    return this.logInUseCase.execute({
      email,
      password,
      ipAddress: clientIp(request),
      previousSessionToken: this.sessionCookie.read(request) || null,
    });
  }

  /**
   * Called by the PassportStrategy mixin to register the strategy. Passport's default is one
   * registry per process, where the last app built wins; each strategy keeps its own, so two
   * apps in one process (the API tests run two replicas) never log in through each other.
   */
  getPassportInstance(): passport.Authenticator {
    let authenticator = authenticators.get(this);
    if (!authenticator) {
      authenticator = new passport.Passport();
      authenticators.set(this, authenticator);
    }
    return authenticator;
  }

  /** Runs the strategy on the request (no passport session: ours is the cookie). */
  logIn(request: Request, response: Response): Promise<LogInOutcome> {
    return new Promise((resolve, reject) => {
      const middleware = this.getPassportInstance().authenticate(
        STRATEGY_NAME,
        { session: false },
        (error: unknown, result: LogInOutcome | false | undefined) => {
          if (error) reject(error);
          // passport-local fails only on missing fields, which LocalAuthGuard has ruled out.
          else if (!result) reject(invalidCredentialsError());
          else resolve(result);
        },
      ) as (request: Request, response: Response, next: (error?: unknown) => void) => void;
      middleware(request, response, reject);
    });
  }
}
