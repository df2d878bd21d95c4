import type { Provider } from '@nestjs/common';
import {
  ClockPort,
  DecideDeviceSignInUseCase,
  DeviceAuthorizationRepositoryPort,
  DeviceCredentials,
  DeviceGrantIssuer,
  DeviceGrantRepositoryPort,
  ExchangeDeviceCodeUseCase,
  MachineRepositoryPort,
  PendingDeviceSignIns,
  RateLimiterPort,
  RefreshDeviceTokensUseCase,
  RequestDeviceAuthorizationUseCase,
  SeatHolderLookupPort,
  SecurityEventLogPort,
  ShowDeviceSignInUseCase,
  TokenEndpointGate,
  TokenGeneratorPort,
  UserRepositoryPort,
  type DeviceCodeTiming,
} from '@pointforge/domain';
import { isUniqueViolation } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import { useCaseProvider, type TypedToken } from '../accounts/use-case-provider';

/** How the database reports a clash of user codes: the request draws another. */
const USER_CODE_CLASH_CHECK: TypedToken<(error: unknown) => boolean> = Symbol('USER_CODE_CLASH_CHECK');
const DEVICE_CODE_TIMING: TypedToken<DeviceCodeTiming> = Symbol('DEVICE_CODE_TIMING');

/**
 * Desktop sign-in by device code (RFC 8628) and the device credentials it issues; who holds
 * a seat comes from LicensingCoreModule's SeatHolderLookupPort (owners and members).
 */
export const deviceSignInProviders: Provider[] = [
  { provide: USER_CODE_CLASH_CHECK, useValue: isUniqueViolation },
  { provide: DEVICE_CODE_TIMING, inject: [AppConfig], useFactory: (config: AppConfig) => config.deviceCodeTiming },
  useCaseProvider(DeviceGrantIssuer, [DeviceGrantRepositoryPort, TokenGeneratorPort, ClockPort]),
  useCaseProvider(DeviceCredentials, [DeviceGrantRepositoryPort, SeatHolderLookupPort, MachineRepositoryPort, TokenGeneratorPort, ClockPort]),
  useCaseProvider(TokenEndpointGate, [RateLimiterPort]),
  useCaseProvider(RequestDeviceAuthorizationUseCase, [
    DeviceAuthorizationRepositoryPort,
    TokenGeneratorPort,
    ClockPort,
    RateLimiterPort,
    USER_CODE_CLASH_CHECK,
    DEVICE_CODE_TIMING,
  ]),
  useCaseProvider(ExchangeDeviceCodeUseCase, [
    DeviceAuthorizationRepositoryPort,
    SeatHolderLookupPort,
    DeviceGrantIssuer,
    TokenGeneratorPort,
    ClockPort,
    TokenEndpointGate,
  ]),
  useCaseProvider(RefreshDeviceTokensUseCase, [
    DeviceGrantRepositoryPort,
    DeviceCredentials,
    DeviceGrantIssuer,
    TokenGeneratorPort,
    ClockPort,
    TokenEndpointGate,
  ]),
  useCaseProvider(PendingDeviceSignIns, [DeviceAuthorizationRepositoryPort, RateLimiterPort, ClockPort]),
  useCaseProvider(ShowDeviceSignInUseCase, [PendingDeviceSignIns, SeatHolderLookupPort, MachineRepositoryPort, UserRepositoryPort, ClockPort]),
  useCaseProvider(DecideDeviceSignInUseCase, [PendingDeviceSignIns, DeviceAuthorizationRepositoryPort, SeatHolderLookupPort, SecurityEventLogPort, ClockPort]),
];
