import {
  RecoveryCodes,
  StaffLoginStep,
  TotpEnrolment,
} from '@app/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { adminFetch, errorText, loginStateQuery } from '../admin-api';
import { usePasskeyLogin } from '../security/passkeys-api';

type Step = StaffLoginStep['next'] | 'password' | 'recovery_codes';

/** Only back office paths: `next` comes from the address bar. */
const safeNext = (next: string | null) => (next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin');

/** The back office login: password, then the authenticator code (or enrolling one), never one without the other. */
export function Component() {
  const state = useQuery(loginStateQuery);
  const [chosen, setStep] = useState<Step | null>(null);
  // A reload half way through the login resumes it where it stood.
  const step = chosen ?? state.data?.step;
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enter = async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
    navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  return (
    <Container className="py-5" style={{ maxWidth: '28rem' }}>
      <Card>
        <Card.Body>
          <h1 className="h4 mb-3">Back office</h1>
          {step === 'done' && <Navigate to={safeNext(searchParams.get('next'))} replace />}
          {step === 'password' && (
            <PasswordStep
              onNext={(next) => {
                // Asked again now that the server knows who this is: whether a passkey may answer.
                void state.refetch();
                setStep(next);
              }}
            />
          )}
          {step === 'second_factor' && <SecondFactorStep passkey={state.data?.passkey ?? false} onDone={() => void enter()} />}
          {step === 'enrol' && (
            <EnrolStep
              onEnrolled={(codes) => {
                setRecoveryCodes(codes);
                setStep('recovery_codes');
              }}
            />
          )}
          {step === 'recovery_codes' && <RecoveryCodesStep codes={recoveryCodes} onDone={() => void enter()} />}
        </Card.Body>
      </Card>
    </Container>
  );
}

function PasswordStep({ onNext }: { onNext: (next: StaffLoginStep['next']) => void }) {
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      adminFetch('login', { method: 'POST', body, schema: StaffLoginStep }),
    onSuccess: ({ next }) => onNext(next),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({ email: String(form.get('email')), password: String(form.get('password')) });
  };
  return (
    <Form onSubmit={submit} noValidate>
      {login.isError && <Alert variant="danger">{errorText(login.error)}</Alert>}
      <Form.Group className="mb-3" controlId="staff-email">
        <Form.Label>E-mail address</Form.Label>
        <Form.Control name="email" type="email" autoComplete="username" required autoFocus />
      </Form.Group>
      <Form.Group className="mb-3" controlId="staff-password">
        <Form.Label>Password</Form.Label>
        <Form.Control name="password" type="password" autoComplete="current-password" required />
      </Form.Group>
      <Button type="submit" disabled={login.isPending} className="w-100">
        Continue
      </Button>
    </Form>
  );
}

function SecondFactorStep({ passkey, onDone }: { passkey: boolean; onDone: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const passkeyLogin = usePasskeyLogin(onDone);
  const verify = useMutation({
    mutationFn: (body: { code: string } | { recoveryCode: string }) =>
      adminFetch('login/second-factor', { method: 'POST', body, schema: StaffLoginStep }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code')).trim();
    verify.mutate(useRecovery ? { recoveryCode: value } : { code: value });
  };
  return (
    <Form onSubmit={submit} noValidate key={String(useRecovery)}>
      {verify.isError && <Alert variant="danger">{errorText(verify.error)}</Alert>}
      <Form.Group className="mb-3" controlId="staff-code">
        <Form.Label>{useRecovery ? 'Recovery code' : 'Code from your authenticator app'}</Form.Label>
        <Form.Control
          name="code"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
          required
          autoFocus
        />
      </Form.Group>
      <Button type="submit" disabled={verify.isPending} className="w-100 mb-2">
        Log in
      </Button>
      <Button variant="link" className="p-0" onClick={() => setUseRecovery(!useRecovery)}>
        {useRecovery ? 'Use the authenticator app' : 'Lost your phone? Use a recovery code'}
      </Button>
      {passkey && (
        <>
          <hr />
          {passkeyLogin.isError && <Alert variant="danger">{errorText(passkeyLogin.error)}</Alert>}
          <Button variant="outline-primary" className="w-100" disabled={passkeyLogin.isPending} onClick={() => passkeyLogin.mutate()}>
            Use a passkey instead
          </Button>
        </>
      )}
    </Form>
  );
}

function EnrolStep({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  // A new secret each time the step opens: never cached, never retried behind the user's back.
  const enrolment = useQuery({
    queryKey: ['admin-enrolment'],
    queryFn: () => adminFetch('enrolment', { schema: TotpEnrolment }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const enrol = useMutation({
    mutationFn: (code: string) => adminFetch('enrolment', { method: 'POST', body: { code }, schema: RecoveryCodes }),
    onSuccess: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
  });
  if (enrolment.isError) return <Alert variant="danger">{errorText(enrolment.error)}</Alert>;
  if (!enrolment.data) return <p>Preparing your authenticator secret…</p>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enrol.mutate(String(new FormData(event.currentTarget).get('code')).trim());
  };
  return (
    <Form onSubmit={submit} noValidate>
      <p>
        The back office needs a second factor. Scan this code with an authenticator app (such as Aegis, Google
        Authenticator or 1Password), then enter the six digits it shows.
      </p>
      <div className="text-center mb-2">
        <img src={enrolment.data.qrCode} alt="QR code of your authenticator secret" className="admin-qr border" />
      </div>
      <p className="small text-body-secondary">
        Cannot scan? Enter this key by hand: <code data-testid="totp-secret">{enrolment.data.secret}</code>
      </p>
      {enrol.isError && <Alert variant="danger">{errorText(enrol.error)}</Alert>}
      <Form.Group className="mb-3" controlId="staff-enrol-code">
        <Form.Label>Six-digit code</Form.Label>
        <Form.Control name="code" autoComplete="one-time-code" inputMode="numeric" required autoFocus />
      </Form.Group>
      <Button type="submit" disabled={enrol.isPending} className="w-100">
        Enrol and log in
      </Button>
    </Form>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <Alert variant="warning">
        Keep these recovery codes somewhere safe, away from your phone. Each logs you in once if you lose the
        authenticator app. They are shown only now.
      </Alert>
      <ol className="font-monospace admin-figures" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="w-100" onClick={onDone}>
        I have saved them, continue
      </Button>
    </>
  );
}
