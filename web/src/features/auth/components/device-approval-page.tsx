import { formatLongUsDate, formatUserCode, machinePlatformName, normaliseUserCode, UNNAMED_MACHINE } from '@pointforge/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { object, string } from 'yup';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Choice, ChoiceList } from '../../../components/ui/choice-list';
import { Fact } from '../../../components/ui/fact';
import { FormFrame, TextField, useSendForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { deviceApprovalCopy as copy } from '../../../content/device-approval';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAnswerDeviceRequest, type DeviceAnswer } from '../api/answer-device-request';
import { useDeviceRequest, type DeviceRequest, type OfferedLicense } from '../api/get-device-request';
import { licensePlanName as planName } from '../../../lib/plan-name';
import { withRedirect } from '../redirect-query';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';

const codeSchema = object({ code: string().test('user-code', copy.codeInvalid, (value) => normaliseUserCode(value ?? '') !== null) });

type Outcome = 'approved' | 'denied';

/** The code as the app shows it; the server's refusal of the last one above the field. */
function CodeForm({ initial, refusal, onCode }: { initial: string; refusal?: string; onCode: (code: string) => void }) {
  const form = useSendForm({
    initialValues: { code: initial },
    validationSchema: codeSchema,
    send: ({ code }) => Promise.resolve(formatUserCode(normaliseUserCode(code) ?? '')),
    onSent: (code) => onCode(code),
    onFailed: () => undefined,
  });
  return (
    <>
      {refusal && <AuthNotice tone="error">{refusal}</AuthNotice>}
      <FormFrame form={form} words={copy} className="auth-form">
        <TextField
          name="code"
          label={copy.code.label}
          placeholder={copy.code.placeholder}
          hint={copy.code.hint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormFrame>
    </>
  );
}

/** One licence to choose: plan, whose, how many of the person's devices use it. */
function licenseChoiceText(license: OfferedLicense): string {
  const whose = license.role === 'owner' ? copy.owned : copy.sharedBy(license.ownerName);
  return `${planName(license.plan)} · ${whose} · ${copy.devicesUsed(license.devicesUsed, license.devicesPerSeat)}`;
}

/** Which app on which computer asks, the licences to let it use, Approve and Deny. */
function ApprovalRequest({ found, onOutcome, onOtherCode }: { found: DeviceRequest; onOutcome: (outcome: Outcome) => void; onOtherCode: () => void }) {
  const { request, licenses } = found;
  const [licenseId, setLicenseId] = useState<string | null>(licenses.length === 1 ? licenses[0].id : null);
  const [answering, setAnswering] = useState<Outcome | null>(null);
  const { trigger } = useAnswerDeviceRequest();
  const { toastFailure } = useToast();

  async function answer(given: DeviceAnswer) {
    setAnswering(given.approve ? 'approved' : 'denied');
    try {
      await trigger(given);
      onOutcome(given.approve ? 'approved' : 'denied');
    } catch (error) {
      toastFailure(error, copy.failure.title, copy.failureLog);
      setAnswering(null);
    }
  }

  return (
    <AuthCard
      wide
      title={copy.title}
      intro={copy.asks(request.clientName, request.deviceName ?? UNNAMED_MACHINE, machinePlatformName(request.platform), request.appVersion)}
    >
      <dl className="auth-card__facts fact-list">
        <Fact term={copy.codeLabel}>{request.userCode}</Fact>
        <Fact term={copy.requestedLabel}>{formatLongUsDate(request.requestedAt)}</Fact>
      </dl>
      {licenses.length === 0 ? (
        <p className="auth-card__message">{copy.noLicenses}</p>
      ) : (
        <ChoiceList legend={copy.licensesLegend}>
          {licenses.map((license) => (
            <Choice key={license.id}>
              <input type="radio" name="device-license" checked={licenseId === license.id} onChange={() => setLicenseId(license.id)} />
              <span>{licenseChoiceText(license)}</span>
            </Choice>
          ))}
        </ChoiceList>
      )}
      <div className="auth-card__actions">
        <Button
          variant="secondary"
          busy={answering === 'denied'}
          busyLabel={copy.deny.busyLabel}
          disabled={answering !== null}
          onClick={() => void answer({ userCode: request.userCode, approve: false })}
        >
          {copy.deny.label}
        </Button>
        {licenses.length === 0 ? (
          <ButtonLink to="/dashboard">{copy.toDashboard}</ButtonLink>
        ) : (
          <Button
            busy={answering === 'approved'}
            busyLabel={copy.approve.busyLabel}
            disabled={licenseId === null || answering !== null}
            onClick={() => {
              if (licenseId) void answer({ userCode: request.userCode, approve: true, licenseId });
            }}
          >
            {copy.approve.label}
          </Button>
        )}
      </div>
      <button type="button" className="link-button auth-form__restart" onClick={onOtherCode} disabled={answering !== null}>
        {copy.otherCode}
      </button>
    </AuthCard>
  );
}

/** Signed in: the code (from the link, or typed), then the request it names, then the outcome. */
function SignedInApproval({ prefilled }: { prefilled: string }) {
  const [code, setCode] = useState<string | null>(() => {
    const given = normaliseUserCode(prefilled);
    return given === null ? null : formatUserCode(given);
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { found, error, isLoading } = useDeviceRequest(outcome === null ? code : null);

  if (outcome !== null) {
    return (
      <AuthCard title={outcome === 'approved' ? copy.approvedTitle : copy.deniedTitle} live focusTitle>
        <p className="auth-card__message">{outcome === 'approved' ? copy.approved : copy.denied}</p>
      </AuthCard>
    );
  }
  if (code !== null && found) return <ApprovalRequest found={found} onOutcome={setOutcome} onOtherCode={() => setCode(null)} />;
  if (code !== null && isLoading) {
    return (
      <AuthCard title={copy.title}>
        <Spinner label={copy.loading} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} intro={copy.intro} live>
      <CodeForm initial={code ?? prefilled} refusal={code !== null && error ? errorMessage(error) : undefined} onCode={setCode} />
    </AuthCard>
  );
}

/**
 * /activate (RFC 8628's verification URI): the person lets the desktop app that shows a code
 * use one of their licences. Signed out, they log in first (with two-factor when enrolled)
 * and come back here with the code; then they see which app on which computer asks, choose
 * a licence, and Approve or Deny.
 */
export function DeviceApprovalPage() {
  const [params] = useSearchParams();
  const prefilled = params.get('user_code') ?? '';
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <AuthCard title={copy.title}>
        <Spinner label={copy.loading} />
      </AuthCard>
    );
  }
  if (!user) {
    const back = prefilled ? `/activate?user_code=${encodeURIComponent(prefilled)}` : '/activate';
    return (
      <AuthCard title={copy.title} intro={copy.signInFirst}>
        <div className="auth-card__actions">
          <ButtonLink to={withRedirect('/login', back)}>{copy.logIn}</ButtonLink>
          <ButtonLink to={withRedirect('/register', back)} variant="secondary">
            {copy.createAccount}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return <SignedInApproval prefilled={prefilled} />;
}
